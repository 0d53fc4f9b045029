import { describe, expect, it } from 'vitest'
import {
  BARE_SCENE_ASPECT_RATIO,
  canvasSizeForAspectRatio,
  flipScale,
  parseFitMode,
  parseFlip,
  parseRadius,
  radiusInPixels,
} from '../../src/semantics/index.ts'

describe('canvas size by aspect_ratio', () => {
  it.each([
    [0, 1080, 1920, '9:16'],
    [1, 1920, 1080, '16:9'],
    [2, 1080, 1080, '1:1'],
    [3, 1080, 1440, '3:4'],
    [4, 1440, 1080, '4:3'],
  ])('%i → %i×%i (%s)', (code, width, height, ratio) => {
    expect(canvasSizeForAspectRatio(code)).toEqual({ width, height, ratio })
  })

  it('is a table: no code and an undefined code have no size (the document rule decides)', () => {
    expect(canvasSizeForAspectRatio(undefined)).toBeNull()
    expect(canvasSizeForAspectRatio(null)).toBeNull()
    expect(canvasSizeForAspectRatio(5)).toBeNull()
    expect(canvasSizeForAspectRatio(-1)).toBeNull()
    expect(canvasSizeForAspectRatio('1')).toBeNull()
  })

  it('with a fallback, absent and undefined codes get the fallback (a bare scene is 16:9)', () => {
    expect(canvasSizeForAspectRatio(undefined, BARE_SCENE_ASPECT_RATIO).ratio).toBe('16:9')
    expect(canvasSizeForAspectRatio(null, BARE_SCENE_ASPECT_RATIO).ratio).toBe('16:9')
    expect(canvasSizeForAspectRatio(7, BARE_SCENE_ASPECT_RATIO).ratio).toBe('16:9')
    expect(canvasSizeForAspectRatio(1.5, 2).ratio).toBe('1:1')
    expect(canvasSizeForAspectRatio(0, BARE_SCENE_ASPECT_RATIO).ratio).toBe('9:16')
  })
})

describe('flip', () => {
  it.each([
    ['', 'none'],
    ['horizontal', 'horizontal'],
    ['x', 'horizontal'],
    ['vertical', 'vertical'],
    ['y', 'vertical'],
    ['both', 'both'],
    ['xy', 'both'],
    [' Horizontal ', 'horizontal'],
  ])('%j → %s', (input, mode) => {
    expect(parseFlip(input)).toBe(mode)
  })

  it('absent is none, unknown is null', () => {
    expect(parseFlip(null)).toBe('none')
    expect(parseFlip(undefined)).toBe('none')
    expect(parseFlip('diagonal')).toBeNull()
  })

  it('maps modes to canvas scale signs', () => {
    expect(flipScale('none')).toEqual({ scaleX: 1, scaleY: 1 })
    expect(flipScale('horizontal')).toEqual({ scaleX: -1, scaleY: 1 })
    expect(flipScale('vertical')).toEqual({ scaleX: 1, scaleY: -1 })
    expect(flipScale('both')).toEqual({ scaleX: -1, scaleY: -1 })
  })
})

describe('radius', () => {
  it('parses "12", "12px", "50%" and decimals', () => {
    expect(parseRadius('12')).toEqual({ unit: 'px', value: 12 })
    expect(parseRadius('12px')).toEqual({ unit: 'px', value: 12 })
    expect(parseRadius(' 7.5PX ')).toEqual({ unit: 'px', value: 7.5 })
    expect(parseRadius('50%')).toEqual({ unit: '%', value: 50 })
    expect(parseRadius('')).toEqual({ unit: 'px', value: 0 })
    expect(parseRadius(null)).toEqual({ unit: 'px', value: 0 })
  })

  it('rejects other forms', () => {
    for (const bad of ['12em', '-3', 'px', 'abc', '1 2', '50 %%'])
      expect(parseRadius(bad)).toBeNull()
  })

  it('percent is of min(w, h), clamped to half the shorter side', () => {
    expect(radiusInPixels('50%', 200, 100)).toBe(50)
    expect(radiusInPixels('10%', 200, 100)).toBe(10)
    expect(radiusInPixels('12px', 200, 100)).toBe(12)
    expect(radiusInPixels('80', 200, 100)).toBe(50)
    expect(radiusInPixels('nonsense', 200, 100)).toBe(0)
  })
})

describe('fit_mode', () => {
  it('keeps cover, contain, fill; anything else is cover', () => {
    expect(parseFitMode('contain')).toBe('contain')
    expect(parseFitMode('fill')).toBe('fill')
    expect(parseFitMode('cover')).toBe('cover')
    expect(parseFitMode('stretch')).toBe('cover')
    expect(parseFitMode(undefined)).toBe('cover')
  })
})
