import { describe, expect, it } from 'vitest'
import { Rect } from 'react-konva'
import type { Layer } from '@podscene/core'
import { drawCanvas, evaluated, isBlack, twoColourImage, type DrawnCanvas } from './helpers.tsx'
import type { LayerRendererProps } from '../../src/index.ts'

function litPixels(canvas: DrawnCanvas, box = { x: 0, y: 0, w: 200, h: 100 }): number {
  let lit = 0
  for (let y = box.y + 1; y < box.y + box.h; y += 4)
    for (let x = box.x + 1; x < box.x + box.w; x += 4) if (!isBlack(canvas.pixel(x, y))) lit++
  return lit
}

const full = { x: 0, y: 0, w: 200, h: 100 }

const sources: Record<string, Layer> = {
  image: { type: 'image', path: twoColourImage(8, 8, '#ff0000', '#00ff00') },
  text: { type: 'text', prop: { textInfo: { content: 'Hello', fontSize: 40, color: '#ffffff' } } },
  shape: { type: 'shape', prop: { shapeInfo: { type: 'ellipse', color: '#00ff00' } } },
  color: { type: 'color', color: '#3366ff' },
  person: {
    type: 'person',
    person_cover: twoColourImage(8, 8, '#ffcc00', '#ffcc00'),
    prop: { show_type: 'circle' },
  },
  waveform: { type: 'waveform', prop: { waveformConfig: { color: '#00ffff', type: 'bar' } } },
  custom_kind: { type: 'custom_kind' },
}

describe('every layer kind draws something', () => {
  for (const [type, source] of Object.entries(sources)) {
    it(type, async () => {
      const canvas = await drawCanvas({ layers: [evaluated({ type, ...full, source })] })
      expect(litPixels(canvas)).toBeGreaterThan(20)
    })
  }

  it('video: a placeholder with the reason when the file cannot load', async () => {
    const canvas = await drawCanvas({
      layers: [
        evaluated({
          type: 'video',
          ...full,
          source: { type: 'video', path: 'http://127.0.0.1:9/missing.mp4' },
        }),
      ],
    })
    expect(litPixels(canvas)).toBeGreaterThan(20)
    expect(canvas.texts().join('\n')).toContain('failed to load')
  })

  it('subtitle: the visible line with the active word highlighted', async () => {
    const layer = evaluated({
      type: 'subtitle',
      ...full,
      source: {
        type: 'subtitle',
        subtitle: { prop: { color: '#ffffff', highlightColor: '#ff0000' } },
      },
      subtitle: {
        line: {
          index: 0,
          text: 'hello big world',
          words: [
            { text: 'hello', start: 0, end: 100, index: 0 },
            { text: 'big', start: 100, end: 200, index: 1 },
            { text: 'world', start: 200, end: 300, index: 2 },
          ],
        },
        activeWordIndex: 1,
        activeWord: 'big',
      },
    })
    const canvas = await drawCanvas({ layers: [layer] })
    const texts = canvas.stage.find('Text') as unknown as { text(): string; fill(): string }[]
    expect(texts.map((t) => t.text())).toEqual(['hello', 'big', 'world'])
    expect(texts.map((t) => t.fill())).toEqual(['#ffffff', '#ff0000', '#ffffff'])
    expect(litPixels(canvas)).toBeGreaterThan(5)
  })

  it('audio: nothing in a render, a marker while editing', async () => {
    const audio = evaluated({
      type: 'audio',
      ...full,
      source: { type: 'audio', path: 'https://example.invalid/a.mp3' },
    })
    const render = await drawCanvas({ layers: [audio] })
    expect(litPixels(render)).toBe(0)
    const editing = await drawCanvas({ layers: [audio], editing: true })
    expect(litPixels(editing)).toBeGreaterThan(5)
  })

  it('never injects HTML fields into the page; text comes from content', async () => {
    const before = document.body.querySelectorAll('*').length
    const html = '<img src="x" onerror="window.__injected = true">'
    const canvas = await drawCanvas({
      layers: [
        evaluated({
          type: 'text',
          ...full,
          source: {
            type: 'text',
            prop: { textInfo: { content: 'plain words' }, shapeInfo: { html } },
            subtitle: { html },
          },
        }),
        evaluated({
          key: 's',
          type: 'shape',
          ...full,
          source: { type: 'shape', prop: { shapeInfo: { html, color: '#ff0000' } } },
        }),
      ],
    })
    expect(canvas.texts()).toEqual(['plain words'])
    expect(document.body.querySelectorAll('img')).toHaveLength(0)
    expect((window as { __injected?: boolean }).__injected).toBeUndefined()
    // Only the stage's own DOM (container + canvases) was added.
    expect(document.body.querySelectorAll('*').length - before).toBeLessThan(10)
  })

  it('an unknown kind is a labelled placeholder', async () => {
    const canvas = await drawCanvas({
      layers: [evaluated({ type: 'hologram', ...full, source: { type: 'hologram' } })],
    })
    expect(canvas.texts().join('\n')).toContain('hologram')
  })

  it('a registered renderer draws a custom kind', async () => {
    const Sparkle = ({ layer }: LayerRendererProps) => (
      <Rect width={layer.w} height={layer.h} fill="#ff00ff" />
    )
    const canvas = await drawCanvas({
      layers: [evaluated({ type: 'sparkle', ...full, source: { type: 'sparkle' } })],
      renderers: { sparkle: Sparkle },
    })
    expect(canvas.pixel(100, 50)).toEqual([255, 0, 255, 255])
  })

  it('person show_type circle masks the corners with the preset shape', async () => {
    const cover = twoColourImage(8, 8, '#ffffff', '#ffffff')
    const canvas = await drawCanvas({
      layers: [
        evaluated({
          type: 'person',
          x: 50,
          w: 100,
          h: 100,
          source: {
            type: 'person',
            person_cover: cover,
            prop: {
              show_type: 'circle',
              meta: {
                show_type_preset: {
                  circle: {
                    shape: { type: 'circle', x: 0, y: 0, w: 200, h: 200 },
                    size: { w: 200, h: 200 },
                  },
                },
              },
            },
          },
        }),
      ],
    })
    expect(isBlack(canvas.pixel(100, 50))).toBe(false)
    expect(isBlack(canvas.pixel(53, 3))).toBe(true)
  })

  it('shape strokes can be dashed', async () => {
    const shape = (strokeType: string) =>
      evaluated({
        type: 'shape',
        x: 20,
        y: 20,
        w: 160,
        h: 60,
        source: {
          type: 'shape',
          prop: { shapeInfo: { type: 'rect', strokeColor: '#ffffff', strokeWidth: 4, strokeType } },
        },
      })
    const solid = await drawCanvas({ layers: [shape('solid')] })
    const dashed = await drawCanvas({ layers: [shape('dashed')] })
    const topEdge = (c: DrawnCanvas) =>
      Array.from({ length: 150 }, (_, i) => c.pixel(25 + i, 20)).filter((p) => !isBlack(p)).length
    expect(topEdge(solid)).toBe(150)
    expect(topEdge(dashed)).toBeLessThan(120)
    expect(topEdge(dashed)).toBeGreaterThan(30)
  })
})
