import { describe, expect, it } from 'vitest'
// Vertical text (issue 30): textInfo.writingMode vertical-rl / vertical-lr, textOrientation.
// The CJK faces come from core's font library at /fonts/ (vitest.config.ts serves it).
import type { EvaluatedLayer } from '@podscene/core'
import { drawCanvas, evaluated } from './helpers.tsx'
import { MediaCache } from '../../src/index.ts'
import Konva from 'konva'
import { render } from 'vitest-browser-react'
import { ScenePlayer } from '../../src/player/index.ts'

const W = 300
const H = 200
const EM = 40

async function draw(layers: EvaluatedLayer[]) {
  return drawCanvas({
    mediaCache: new MediaCache(),
    layers,
    canvasSize: { width: W, height: H },
    width: W,
    height: H,
  })
}

function vertical(
  content: string,
  textInfo: Record<string, unknown> = {},
  box: { w?: number; h?: number } = {},
) {
  return evaluated({
    type: 'text',
    key: 'v',
    w: box.w ?? W,
    h: box.h ?? H,
    source: {
      type: 'text',
      prop: {
        textInfo: {
          content,
          fontSize: EM,
          color: '#ffffff',
          writingMode: 'vertical-rl',
          ...textInfo,
        },
      },
    },
  })
}

/** Rows and columns (canvas px) holding white ink inside a region. */
function ink(stage: Konva.Stage, region = { x: 0, y: 0, w: W, h: H }) {
  stage.draw()
  const layer = stage.findOne('.podscene-content') as Konva.Layer
  const ratio = layer.getCanvas().getPixelRatio()
  const data = layer.getContext().getImageData(0, 0, W * ratio, H * ratio).data
  const rows = new Set<number>()
  const cols = new Set<number>()
  for (let y = region.y; y < region.y + region.h; y++) {
    for (let x = region.x; x < region.x + region.w; x++) {
      const i = (Math.floor(y * ratio) * W * ratio + Math.floor(x * ratio)) * 4
      if (data[i]! > 120) {
        rows.add(y)
        cols.add(x)
      }
    }
  }
  const span = (s: Set<number>) => (s.size === 0 ? 0 : Math.max(...s) - Math.min(...s) + 1)
  return {
    rows: rows.size,
    cols: cols.size,
    height: span(rows),
    width: span(cols),
    left: Math.min(...cols),
    right: Math.max(...cols),
    top: Math.min(...rows),
  }
}

describe('vertical text (writingMode)', () => {
  it('vertical-rl: columns run top to bottom, the first column is the rightmost', async () => {
    // "一" is one thin stroke, "國" fills its cell: where each lands tells the order.
    // The box holds three characters a column (3 × 40 ≤ 130), so two columns.
    const { stage } = await draw([vertical('一國國國國國', {}, { h: 130 })])
    const shape = stage.findOne('.vertical-text') as Konva.Shape
    expect(shape.getAttr('columnCount')).toBe(2)
    const right = { x: W - EM, y: 0, w: EM, h: 130 }
    const left = { x: W - 2 * EM, y: 0, w: EM, h: 130 }
    const topCell = ink(stage, { ...right, h: EM })
    const nextCell = ink(stage, { ...right, y: EM, h: EM })
    expect(topCell.rows).toBeGreaterThan(0)
    expect(topCell.rows).toBeLessThan(nextCell.rows / 3) // "一" on top, then "國"
    expect(ink(stage, left).rows).toBeGreaterThan(2 * EM) // the second column: three "國"
    expect(ink(stage, { x: 0, y: 0, w: W - 2 * EM, h: H }).rows).toBe(0) // nothing further left
  })

  it('vertical-lr stacks the columns left to right', async () => {
    const { stage } = await draw([vertical('國國國一', { writingMode: 'vertical-lr' }, { h: 130 })])
    const first = ink(stage, { x: 0, y: 0, w: EM, h: 130 })
    const second = ink(stage, { x: EM, y: 0, w: EM, h: 130 })
    expect(first.rows).toBeGreaterThan(2 * EM)
    expect(second.rows).toBeGreaterThan(0)
    expect(second.rows).toBeLessThan(10)
    expect(ink(stage, { x: 2 * EM, y: 0, w: W - 2 * EM, h: H }).rows).toBe(0)
  })

  it('horizontal-tb (the default) draws the same text in a row', async () => {
    const { stage } = await draw([vertical('國國國', { writingMode: 'horizontal-tb' })])
    const drawn = ink(stage)
    expect(drawn.width).toBeGreaterThan(2.5 * EM)
    expect(drawn.height).toBeLessThan(EM)
  })

  it('textOrientation: mixed turns Latin sideways, upright stands each letter', async () => {
    // "IIIII" turned 90° is a stack of horizontal bars about a cap height wide; upright it is
    // five thin vertical strokes.
    const sideways = await draw([vertical('IIIII', { textOrientation: 'mixed' })])
    const turned = ink(sideways.stage)
    expect(turned.width).toBeGreaterThan(EM * 0.5)
    expect(turned.height).toBeLessThan(EM * 2.5)
    const upright = await draw([vertical('IIIII', { textOrientation: 'upright' })])
    const standing = ink(upright.stage)
    expect(standing.width).toBeLessThan(EM * 0.25)
    expect(standing.height).toBeGreaterThan(EM * 4)
    // Both start in the rightmost column.
    expect(turned.right).toBeGreaterThan(W - EM)
    expect(standing.right).toBeGreaterThan(W - EM)
  })

  it('wraps by the box height: a shorter box gives more columns', async () => {
    const text = '春眠不觉晓处处闻啼鸟'
    const tall = await draw([vertical(text, {}, { h: 200 })])
    expect((tall.stage.findOne('.vertical-text') as Konva.Shape).getAttr('columnCount')).toBe(2)
    const short = await draw([vertical(text, {}, { h: 90 })])
    expect((short.stage.findOne('.vertical-text') as Konva.Shape).getAttr('columnCount')).toBe(5)
    expect(ink(short.stage).left).toBeLessThan(W - 4 * EM)
    expect(ink(short.stage, { x: 0, y: 90, w: W, h: H - 90 }).rows).toBe(0)
  })
})

describe('vertical text in the player', () => {
  it('<ScenePlayer> draws the columns as the canvas does', async () => {
    const doc = {
      aspect_ratio: 2,
      scene: {
        bg_color: '#000000',
        tracks: [
          {
            index: 0,
            key: 't',
            layers: [
              {
                key: 'poem',
                type: 'text',
                x: 500,
                y: 100,
                w: 400,
                h: 330,
                prop: {
                  textInfo: {
                    content: '一國國國一國',
                    fontSize: 100,
                    color: '#ffffff',
                    writingMode: 'vertical-rl',
                  },
                },
              },
            ],
          },
        ],
      },
    }
    await render(<ScenePlayer source={doc} width={540} height={540} />)
    const shape = () => Konva.stages.at(-1)?.findOne('.vertical-text') as Konva.Shape | undefined
    await expect.poll(() => shape()?.getAttr('columnCount')).toBe(2)
    // Scale 0.5: the first column (x 800–900 on the canvas) is drawn at 400–450 in the player.
    const stage = Konva.stages.at(-1)!
    const inked = (x0: number, x1: number) => {
      stage.draw()
      const layer = stage.findOne('.podscene-content') as Konva.Layer
      const ratio = layer.getCanvas().getPixelRatio()
      const data = layer.getContext().getImageData(0, 0, 540 * ratio, 540 * ratio).data
      let rows = 0
      for (let y = 50; y < 215; y++) {
        for (let x = x0; x < x1; x++) {
          if (data[(Math.floor(y * ratio) * 540 * ratio + Math.floor(x * ratio)) * 4]! > 120) {
            rows++
            break
          }
        }
      }
      return rows
    }
    await expect.poll(() => inked(400, 450)).toBeGreaterThan(60) // 一國國
    expect(inked(350, 400)).toBeGreaterThan(60) // 國一國
    expect(inked(250, 350)).toBe(0)
  })
})
