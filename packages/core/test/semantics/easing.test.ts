import { describe, expect, it } from 'vitest'
import bezier from 'bezier-easing'
import { parseCubicBezier, parseEasing, sampledBezier } from '../../src/semantics/easing.ts'

/** Reference CSS cubic-bezier by bisection on x(t), independent of the library. */
function reference(x1: number, y1: number, x2: number, y2: number, x: number) {
  const bez = (a: number, b: number, t: number) =>
    3 * a * t * (1 - t) ** 2 + 3 * b * t * t * (1 - t) + t ** 3
  let lo = 0
  let hi = 1
  for (let i = 0; i < 80; i++) {
    const mid = (lo + hi) / 2
    if (bez(x1, x2, mid) < x) lo = mid
    else hi = mid
  }
  return bez(y1, y2, (lo + hi) / 2)
}

describe('named easings', () => {
  it('linear is the identity', () => {
    const { fn, known } = parseEasing('linear')
    expect(known).toBe(true)
    expect([0, 0.25, 0.5, 1].map(fn)).toEqual([0, 0.25, 0.5, 1])
  })

  it.each([
    ['ease', [0.25, 0.1, 0.25, 1]],
    ['ease-in', [0.42, 0, 1, 1]],
    ['ease-out', [0, 0, 0.58, 1]],
    ['ease-in-out', [0.42, 0, 0.58, 1]],
  ] as const)('%s is cubic-bezier%j', (name, [a, b, c, d]) => {
    const { fn, kind, known } = parseEasing(name)
    expect(known).toBe(true)
    expect(kind).toBe('bezier')
    expect(fn(0)).toBe(0)
    expect(fn(1)).toBe(1)
    for (const x of [0.1, 0.25, 0.5, 0.75, 0.9])
      expect(fn(x)).toBeCloseTo(reference(a, b, c, d, x), 6)
  })

  it('known values: ease-in-out is symmetric and 0.5 at the middle; ease-in is slow first', () => {
    const inOut = parseEasing('ease-in-out').fn
    expect(inOut(0.5)).toBeCloseTo(0.5, 9)
    expect(inOut(0.25) + inOut(0.75)).toBeCloseTo(1, 9)
    expect(parseEasing('ease-in').fn(0.5)).toBeCloseTo(0.3153, 3)
    expect(parseEasing('ease-out').fn(0.5)).toBeCloseTo(0.6847, 3)
    expect(parseEasing('ease').fn(0.5)).toBeCloseTo(0.8024, 3)
  })

  it('step and hold keep the earlier value', () => {
    for (const name of ['step', 'hold', 'STEP']) {
      const { fn, kind } = parseEasing(name)
      expect(kind).toBe('step')
      expect([0, 0.5, 0.999].map(fn)).toEqual([0, 0, 0])
    }
  })

  it('absent and empty are linear without a problem', () => {
    for (const name of [null, undefined, '']) {
      const parsed = parseEasing(name)
      expect(parsed.known).toBe(true)
      expect(parsed.fn(0.3)).toBe(0.3)
    }
  })

  it('unknown names fall back to linear and say so', () => {
    const parsed = parseEasing('bounce')
    expect(parsed.known).toBe(false)
    expect(parsed.fn(0.3)).toBe(0.3)
    expect(parsed.problem).toContain('unknown easing "bounce"')
  })
})

describe('cubic-bezier(a,b,c,d)', () => {
  it('parses and evaluates, including overshoot', () => {
    const parsed = parseEasing('cubic-bezier(0.3, -0.5, 0.7, 1.5)')
    expect(parsed.known).toBe(true)
    for (const x of [0.1, 0.3, 0.9])
      expect(parsed.fn(x)).toBeCloseTo(reference(0.3, -0.5, 0.7, 1.5, x), 6)
    expect(parsed.fn(0.1)).toBeLessThan(0)
    expect(parseEasing('cubic-bezier(.17,.67,.83,.67)').known).toBe(true)
    expect(parseCubicBezier('cubic-bezier( 0 , 0 , 1 , 1 )')).toEqual({ points: [0, 0, 1, 1] })
  })

  it.each([
    ['cubic-bezier(0.1,0.2,0.3)', 'needs 4 numbers'],
    ['cubic-bezier(0.1,0.2,0.3,0.4,0.5)', 'needs 4 numbers'],
    ['cubic-bezier(a,0.2,0.3,0.4)', '"a" is not a number'],
    ['cubic-bezier(1.5,0,0.5,1)', 'x control points must be within [0, 1]'],
    ['cubic-bezier(0.5,0,-0.1,1)', 'x control points must be within [0, 1]'],
    ['cubic-bezier(0.1,0.2,0.3,0.4', 'not of the form'],
    ['cubic-bezier(,,,)', 'is not a number'],
  ])('%s is invalid: linear with a problem', (text, problem) => {
    const parsed = parseEasing(text)
    expect(parsed.known).toBe(false)
    expect(parsed.fn(0.4)).toBe(0.4)
    expect(parsed.problem).toContain(problem)
  })
})

describe('sampled bezier tables', () => {
  it('stay within 1e-7 of the exact bezier-easing curve, at any x', () => {
    const curves: [number, number, number, number][] = [
      [0.25, 0.1, 0.25, 1],
      [0.42, 0, 1, 1],
      [0, 0, 0.58, 1],
      [0.42, 0, 0.58, 1],
      [0.68, -0.55, 0.27, 1.55],
      [0.1, 0.9, 0.2, 1],
      [0, 1, 0, 1],
      [1, 0, 1, 0],
    ]
    for (const [a, b, c, d] of curves) {
      const exact = bezier(a, b, c, d)
      const sampled = sampledBezier(a, b, c, d)
      let worst = 0
      for (let i = 0; i <= 20_000; i++) {
        const x = i / 20_000
        worst = Math.max(worst, Math.abs(sampled(x) - exact(x)))
      }
      expect(worst, `cubic-bezier(${a},${b},${c},${d})`).toBeLessThanOrEqual(1e-7)
    }
  })

  it('are pure: the same x always gives the same value', () => {
    const fn = parseEasing('ease-in').fn
    const xs = Array.from({ length: 1000 }, (_, i) => ((i * 7919) % 1000) / 1000)
    expect(xs.map(fn)).toEqual(xs.map(fn))
  })
})
