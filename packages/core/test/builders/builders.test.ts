import { describe, expect, it } from 'vitest'
import {
  KNOWN_LAYER_KINDS,
  LayerSchema,
  createLayer,
  createScene,
  createTemplate,
  createTrack,
  formatProblem,
  parseTemplateDocument,
  parseWith,
} from '../../src/index.ts'
import { createKey } from '../../src/builders/index.ts'

describe('createLayer', () => {
  it.each(KNOWN_LAYER_KINDS)('builds a valid %s layer with the common defaults', (kind) => {
    const layer = createLayer(kind)
    const result = parseWith(LayerSchema, layer)
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'))
    expect(layer).toMatchObject({
      type: kind,
      x: 0,
      y: 0,
      r: 0,
      alpha: 1,
      timeline: { start: 0, end: 0 },
    })
    expect(layer.key).toMatch(/^layer_/)
    expect(layer.w).toBeGreaterThanOrEqual(0)
  })

  it('gives each kind what it needs to be drawn', () => {
    expect(createLayer('text').prop?.textInfo?.content).toBe('Text')
    expect(createLayer('subtitle').subtitle).toEqual({ text: '', line_size: 16, word_seq: [] })
    expect(createLayer('shape').prop?.shapeInfo?.type).toBe('rect')
    expect(createLayer('waveform').prop?.waveformConfig).toEqual({ color: '#ffffff' })
    expect(createLayer('color').color).toBe('#000000')
    expect(createLayer('video').volume).toBe(1)
    expect(createLayer('audio')).toMatchObject({ w: 0, h: 0, volume: 1 })
    expect(createLayer('image').fit_mode).toBe('cover')
    expect(createLayer('person').fit_mode).toBe('contain')
  })

  it('keeps an unknown kind as given', () => {
    const layer = createLayer('lottie', { path: 'https://example.com/a.json' })
    expect(layer).toMatchObject({
      type: 'lottie',
      w: 300,
      h: 300,
      path: 'https://example.com/a.json',
    })
  })

  it('gives every layer a different key', () => {
    const keys = new Set(Array.from({ length: 1000 }, () => createLayer('image').key))
    expect(keys.size).toBe(1000)
    expect(createKey('x')).toMatch(/^x_[0-9a-z]+$/)
  })

  it('deep-merges overrides: objects merge, arrays and nulls replace', () => {
    const layer = createLayer('text', {
      key: 'title',
      x: 10,
      prop: { textInfo: { content: 'Hello' } },
      timeline: { start: 0, end: 0, key_frames: [{ timestamp: 0, properties: { x: 1 } }] },
      crop: null,
    })
    expect(layer.key).toBe('title')
    expect(layer.prop?.textInfo).toEqual({
      content: 'Hello',
      fontSize: 48,
      color: '#ffffff',
      textAlign: 'center',
    })
    expect(layer.timeline?.key_frames).toEqual([{ timestamp: 0, properties: { x: 1 } }])
    expect(layer.crop).toBeNull()
  })

  it('does not share nested objects between layers', () => {
    const a = createLayer('text')
    const b = createLayer('text')
    a.prop!.textInfo!.content = 'changed'
    expect(b.prop?.textInfo?.content).toBe('Text')
  })

  it('ignores a "__proto__" override instead of changing a prototype', () => {
    const overrides = JSON.parse(
      '{"__proto__": {"polluted": true}, "prop": {"__proto__": {"x": 1}}}',
    )
    const layer = createLayer('image', overrides)
    expect(Object.getPrototypeOf(layer)).toBe(Object.prototype)
    expect(Object.getPrototypeOf(layer.prop)).toBe(Object.prototype)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})

describe('createTrack, createScene, createTemplate', () => {
  it('builds a track whose type follows its first layer', () => {
    const track = createTrack({ layers: [createLayer('subtitle')] })
    expect(track.type).toBe('subtitle')
    expect(track.key).toMatch(/^track_/)
    expect(track.index).toBeUndefined()
    expect(createTrack().type).toBe('main')
    expect(createTrack({ type: 'audio', index: 7 })).toMatchObject({
      type: 'audio',
      index: 7,
      layers: [],
    })
  })

  it('numbers tracks without an index by position and keeps given indexes', () => {
    const scene = createScene([
      createTrack(),
      createTrack({ index: 10 }),
      createTrack({ index: null }),
    ])
    expect(scene.tracks?.map((t) => t.index)).toEqual([0, 10, 2])
    expect(Object.keys(scene.tracks![0]!)[0]).toBe('index')
  })

  it('builds a template that parses as one', () => {
    const template = createTemplate(1, [
      createTrack({ layers: KNOWN_LAYER_KINDS.map((k) => createLayer(k)) }),
    ])
    const result = parseTemplateDocument(template)
    expect(result.ok && result.value.kind).toBe('template')
    expect(result.ok && result.value.scene.tracks?.[0]?.layers).toHaveLength(
      KNOWN_LAYER_KINDS.length,
    )
  })
})
