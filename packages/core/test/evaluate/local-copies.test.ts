import { describe, expect, it } from 'vitest'
import { compileScene, evaluateEntry, localCopies } from '../../src/evaluate/index.ts'
import type { Keyframe } from '../../src/schema/index.ts'
import { sceneOf } from './scene-helpers.ts'

describe('localCopies (draw entries copied together for a viewport)', () => {
  it('evaluate exactly as the originals at any t, and keep their own state', () => {
    const keyframes: Keyframe[] = [
      { timestamp: 0, func: 'ease-in-out', properties: { x: 0, y: 10, alpha: 0.2 } },
      { timestamp: 500, func: 'step', properties: { x: 200, y: 40, alpha: 1 } },
      { timestamp: 900, func: 'linear', properties: { x: -50, y: 0, alpha: 0.5 } },
    ]
    const scene = sceneOf(
      { type: 'image', w: 10, timeline: { start: 100, end: 2000, key_frames: keyframes } },
      { type: 'text', x: 3, timeline: { start: 0, end: 0, cross: { in: ['fade'], in_time: 300 } } },
      { type: 'color', x: 7 },
    )
    const compiled = compileScene(scene)
    const copies = localCopies(compiled.entries)
    expect(copies).toHaveLength(3)
    copies.forEach((copy, i) => {
      const original = compiled.entries[i]!
      expect(copy).not.toBe(original)
      expect(copy.state).not.toBe(original.state)
      expect(copy.layer).toBe(original.layer)
    })
    for (const t of [0, 150, 420, 600, 1000, 2500, 30, 777]) {
      copies.forEach((copy, i) => {
        expect(evaluateEntry(compiled, copy, t)).toEqual(
          evaluateEntry(compiled, compiled.entries[i]!, t),
        )
      })
    }
  })
})
