import { describe, expect, it } from 'vitest'
import {
  ASSUMED_ASPECT_RATIO,
  canvasOfDocument,
  canvasSizeOfDocument,
} from '../../src/semantics/index.ts'

const tracks = [{ layers: [{ key: 'a', x: 0, y: 0, w: 1920, h: 1080 }] }]

describe('canvasOfDocument: the canvas of a document without aspect_ratio', () => {
  it.each([
    ['a bare scene {tracks}', { tracks }],
    ['a template {scene} without aspect_ratio', { scene: { tracks } }],
    ['a template with aspect_ratio null', { aspect_ratio: null, scene: { tracks } }],
  ])('%s is 16:9, 1920×1080, assumed for lack of a ratio', (_, doc) => {
    expect(canvasOfDocument(doc)).toEqual({
      size: { width: 1920, height: 1080, ratio: '16:9' },
      aspectRatio: 1,
      assumed: 'no-aspect-ratio',
    })
    expect(canvasSizeOfDocument(doc)).toEqual({ width: 1920, height: 1080, ratio: '16:9' })
  })

  it.each([7, -1, 1.5, '1', true])('an undefined code (%j) is 16:9, assumed as unknown', (code) => {
    expect(canvasOfDocument({ aspect_ratio: code, scene: { tracks } })).toMatchObject({
      size: { width: 1920, height: 1080 },
      assumed: 'unknown-aspect-ratio',
    })
  })

  it.each([
    [0, 1080, 1920],
    [1, 1920, 1080],
    [2, 1080, 1080],
    [3, 1080, 1440],
    [4, 1440, 1080],
  ])('a template stating %i is drawn at %i×%i, not assumed', (code, width, height) => {
    const canvas = canvasOfDocument({ aspect_ratio: code, scene: { tracks } })
    expect(canvas).toMatchObject({ size: { width, height }, aspectRatio: code, assumed: null })
  })

  it('reads aspect_ratio only from a template: a bare scene with the field still has none', () => {
    expect(canvasOfDocument({ aspect_ratio: 0, tracks }).assumed).toBe('no-aspect-ratio')
    expect(ASSUMED_ASPECT_RATIO).toBe(1)
  })
})
