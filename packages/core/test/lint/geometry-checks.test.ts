import { describe, expect, it } from 'vitest'
import { parseTemplateDocument } from '../../src/document/index.ts'
import { lintScene } from '../../src/lint/index.ts'
import { image, lintLayers, summary } from './lint-helpers.ts'

describe('off-canvas', () => {
  it('reports a layer right of the canvas over its whole span', () => {
    expect(lintLayers([image({ x: 3000 })])).toEqual([
      'scene.tracks[0].layers[0] @ 0-5000: off-canvas',
    ])
  })

  it('does not report a layer that touches the canvas by one pixel', () => {
    expect(lintLayers([image({ x: -399 })])).toEqual([])
    expect(lintLayers([image({ x: -400 })])).toEqual([
      'scene.tracks[0].layers[0] @ 0-5000: off-canvas',
    ])
  })

  it('uses the canvas of the aspect ratio: x 1500 is on 16:9 but off 9:16', () => {
    expect(lintLayers([image({ x: 1500 })], {}, 1)).toEqual([])
    expect(lintLayers([image({ x: 1500 })], {}, 0)).toEqual([
      'scene.tracks[0].layers[0] @ 0-5000: off-canvas',
    ])
  })

  it('a document without aspect_ratio has the 16:9 canvas: a layer inside 1920×1080 is on it', () => {
    // x 1500–1900, y 700–1000: inside 1920×1080, right of a 9:16 canvas (1080 wide).
    const inside = image({ x: 1500, y: 700, w: 400, h: 300 })
    const problems = (doc: object) => {
      const parsed = parseTemplateDocument(doc)
      if (!parsed.ok) throw new Error('parse')
      return summary(lintScene(parsed.value))
    }
    expect(problems({ scene: { tracks: [{ layers: [inside] }] } })).toEqual([])
    expect(problems({ aspect_ratio: null, scene: { tracks: [{ layers: [inside] }] } })).toEqual([])
    expect(problems({ tracks: [{ layers: [inside] }] })).toEqual([])
    // The same layer past the 16:9 canvas is reported.
    expect(problems({ scene: { tracks: [{ layers: [image({ x: 2000 })] }] } })).toEqual([
      'scene.tracks[0].layers[0] @ 0-5000: off-canvas',
    ])
  })

  it('finds the time a keyframed layer leaves and comes back, to the millisecond', () => {
    const moving = image({
      x: 0,
      w: 200,
      timeline: {
        start: 1000,
        end: 9000,
        key_frames: [
          { timestamp: 0, func: 'linear', properties: { x: 1000 } },
          { timestamp: 2000, func: 'linear', properties: { x: 3000 } },
          { timestamp: 4000, func: 'linear', properties: { x: 1000 } },
        ],
      },
    })
    // Out: x = 1000 + local t reaches 1920 (the canvas width) at local 920 = scene 1920.
    // Back: x = 3000 − (local − 2000) is 1920 at local 3080 = scene 4080, still outside (the
    // left edge on the canvas edge), and 1919 at 4081: the range ends (exclusive) at 4081.
    expect(lintLayers([moving])).toEqual(['scene.tracks[0].layers[0] @ 1920-4081: off-canvas'])
  })

  it('takes rotation into account: a box rotated back onto the canvas is not off it', () => {
    // 1000×100 above the canvas (y −300…−200); turned 90° about its centre it spans y −750…250.
    expect(lintLayers([image({ x: 0, y: -300, w: 1000, h: 100, r: 0 })])).toHaveLength(1)
    expect(lintLayers([image({ x: 0, y: -300, w: 1000, h: 100, r: 90 })])).toEqual([])
  })

  it('ignores fully transparent layers and audio layers', () => {
    expect(lintLayers([image({ x: 3000, alpha: 0 })])).toEqual([])
    expect(
      lintLayers([
        { key: 'a', type: 'audio', x: 5000, y: 0, w: 0, h: 0, timeline: { start: 0, end: 5000 } },
      ]),
    ).toEqual([])
  })

  it('reports an open-ended layer of a still scene at 0-0', () => {
    expect(lintLayers([image({ x: 3000, timeline: { start: 0, end: 0 } })])).toEqual([
      'scene.tracks[0].layers[0] @ 0-0: off-canvas',
    ])
  })

  it('takes an explicit canvas size', () => {
    expect(lintLayers([image({ x: 600 })], { canvas: { width: 500, height: 500 } })).toEqual([
      'scene.tracks[0].layers[0] @ 0-5000: off-canvas',
    ])
  })
})

describe('zero-size', () => {
  it('names the empty field of a static layer', () => {
    expect(lintLayers([image({ h: 0 })])).toEqual([
      'scene.tracks[0].layers[0].h @ 0-5000: zero-size',
    ])
  })

  it('reports only the time a keyframe holds the width at 0', () => {
    const layer = image({
      timeline: {
        start: 0,
        end: 6000,
        key_frames: [
          { timestamp: 0, func: 'step', properties: { w: 400 } },
          { timestamp: 1000, func: 'step', properties: { w: 0 } },
          { timestamp: 3000, func: 'linear', properties: { w: 400 } },
        ],
      },
    })
    expect(lintLayers([layer])).toEqual([
      'scene.tracks[0].layers[0].timeline.key_frames @ 1000-3000: zero-size',
    ])
  })

  it('leaves audio layers (0×0 by default) alone', () => {
    expect(
      lintLayers([{ key: 'a', type: 'audio', w: 0, h: 0, timeline: { start: 0, end: 1000 } }]),
    ).toEqual([])
  })
})

describe('keyframe-outside-span', () => {
  it('reports a negative timestamp at the layer start', () => {
    const layer = image({
      timeline: { start: 500, end: 2000, key_frames: [{ timestamp: -100, properties: { x: 0 } }] },
    })
    expect(lintLayers([layer])).toEqual([
      'scene.tracks[0].layers[0].timeline.key_frames[0].timestamp @ 500-500: keyframe-outside-span',
    ])
  })

  it('measures an open-ended layer against the scene duration', () => {
    const layer = image({
      timeline: { start: 0, end: 0, key_frames: [{ timestamp: 3000, properties: { x: 0 } }] },
    })
    const other = image({ key: 'b', timeline: { start: 0, end: 2000 } })
    expect(lintLayers([layer, other])).toEqual([
      'scene.tracks[0].layers[0].timeline.key_frames[0].timestamp @ 2000-2000: keyframe-outside-span',
    ])
  })

  it('accepts a keyframe exactly at the end of the span', () => {
    const layer = image({
      timeline: { start: 0, end: 2000, key_frames: [{ timestamp: 2000, properties: { x: 0 } }] },
    })
    expect(lintLayers([layer])).toEqual([])
  })
})

describe('an empty box', () => {
  it('is reported as zero-size only, not also off-canvas or text-overflow', () => {
    const empty = { key: 'e', type: 'subtitle', timeline: { start: 0, end: 200 } }
    const withWords = { ...empty, subtitle: { word_seq: [{ text: 'hi', start: 0, end: 200 }] } }
    expect(lintLayers([withWords])).toEqual(['scene.tracks[0].layers[0].w @ 0-200: zero-size'])
  })
})

describe('huge numbers', () => {
  it('end: a keyframe at 1e300 ms and a font of 1e300 px still give an answer', () => {
    const moving = image({
      timeline: {
        start: 0,
        end: 2e300,
        key_frames: [
          { timestamp: 0, properties: { x: 0 } },
          { timestamp: 1e300, properties: { x: 1e300 } },
        ],
      },
    })
    const huge = {
      key: 't',
      type: 'text',
      w: 100,
      h: 100,
      timeline: { start: 0, end: 1000 },
      prop: { textInfo: { content: 'x', fontSize: 1e300 } },
    }
    const lines = lintLayers([moving, huge])
    expect(lines.map((l) => l.split(': ')[1])).toEqual(['off-canvas', 'text-overflow'])
  })
})
