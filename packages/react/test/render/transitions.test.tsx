import { describe, expect, it } from 'vitest'
import { createLayer, createScene, createTrack, type ActiveTransition } from '@podscene/core'
import { drawCanvas, evaluated, isBlack, isRed } from './helpers.tsx'

const red = (transitions: ActiveTransition[]) =>
  evaluated({
    type: 'color',
    x: 50,
    y: 25,
    w: 100,
    h: 50,
    transitions,
    source: { type: 'color', color: '#ff0000' },
  })
const at = (
  source: ActiveTransition['source'],
  effect: string,
  progress: number,
): ActiveTransition[] => [{ source, effect, progress }]

describe('transitions change the picture', () => {
  it('fade: half way in is half transparent', async () => {
    const canvas = await drawCanvas({ layers: [red(at('cross-in', 'fade', 0.5))] })
    expect(Math.abs(canvas.pixel(100, 50)[0] - 128)).toBeLessThanOrEqual(2)
    await canvas.rerender({ layers: [red(at('cross-out', 'fade', 1))] })
    expect(isBlack(canvas.pixel(100, 50))).toBe(true)
  })

  it('slide-left: enters from the right by the layer width', async () => {
    const canvas = await drawCanvas({ layers: [red(at('enter', 'slide-left', 0.5))] })
    // 50 px to the right of rest: covers 100..200
    expect(isBlack(canvas.pixel(75, 50))).toBe(true)
    expect(isRed(canvas.pixel(190, 50))).toBe(true)
  })

  it('slide-up and slide-down move vertically', async () => {
    const canvas = await drawCanvas({ layers: [red(at('cross-out', 'slide-up', 0.5))] })
    expect(isRed(canvas.pixel(100, 5))).toBe(true)
    expect(isBlack(canvas.pixel(100, 60))).toBe(true)
    await canvas.rerender({ layers: [red(at('cross-out', 'slide-down', 0.5))] })
    expect(isRed(canvas.pixel(100, 95))).toBe(true)
    expect(isBlack(canvas.pixel(100, 30))).toBe(true)
  })

  it('zoom-in: grows from the centre', async () => {
    const canvas = await drawCanvas({ layers: [red(at('cross-in', 'zoom-in', 0.5))] })
    expect(isRed(canvas.pixel(100, 50))).toBe(true)
    expect(isBlack(canvas.pixel(60, 30))).toBe(true)
    await canvas.rerender({ layers: [red(at('cross-in', 'zoom-out', 0.5))] })
    expect(isRed(canvas.pixel(30, 50))).toBe(true)
  })

  it('wipe-right reveals from the left edge', async () => {
    const canvas = await drawCanvas({ layers: [red(at('cross-in', 'wipe-right', 0.5))] })
    expect(isRed(canvas.pixel(60, 50))).toBe(true)
    expect(isBlack(canvas.pixel(140, 50))).toBe(true)
    await canvas.rerender({ layers: [red(at('cross-in', 'wipe-left', 0.5))] })
    expect(isBlack(canvas.pixel(60, 50))).toBe(true)
    expect(isRed(canvas.pixel(140, 50))).toBe(true)
    await canvas.rerender({ layers: [red(at('cross-in', 'wipe-left', 0))] })
    expect(isBlack(canvas.pixel(140, 50))).toBe(true)
  })

  it('a cycle preset swings out and back once per period', async () => {
    const canvas = await drawCanvas({ layers: [red(at('cycle', 'fade', 0.5))] })
    expect(isBlack(canvas.pixel(100, 50))).toBe(true)
    await canvas.rerender({ layers: [red(at('cycle', 'fade', 0.25))] })
    const [r] = canvas.pixel(100, 50)
    expect(r).toBeGreaterThan(60)
    expect(r).toBeLessThan(100)
    await canvas.rerender({ layers: [red(at('cycle', 'fade', 1))] })
    expect(isRed(canvas.pixel(100, 50))).toBe(true)
  })

  it('an unknown effect name changes nothing', async () => {
    const canvas = await drawCanvas({ layers: [red(at('cross-in', 'spin-around', 0.5))] })
    expect(canvas.pixel(100, 50)).toEqual([255, 0, 0, 255])
  })

  it('timeline cross and animation presets from a scene apply over time', async () => {
    const layer = createLayer('color', {
      x: 50,
      y: 25,
      w: 100,
      h: 50,
      color: '#ff0000',
      timeline: {
        start: 0,
        end: 4000,
        cross: { in: ['fade'], in_time: 1000, out: ['wipe-right'], out_time: 1000 },
      },
    })
    const scene = createScene([createTrack({ layers: [layer] })])
    const canvas = await drawCanvas({ scene, timeMs: 500 })
    const early = canvas.pixel(100, 50)[0]
    expect(early).toBeGreaterThan(100)
    expect(early).toBeLessThan(160)
    await canvas.rerender({ timeMs: 2000 })
    expect(canvas.pixel(100, 50)).toEqual([255, 0, 0, 255])
    await canvas.rerender({ timeMs: 3500 })
    expect(isBlack(canvas.pixel(60, 50))).toBe(true)
    expect(isRed(canvas.pixel(140, 50))).toBe(true)
  })
})
