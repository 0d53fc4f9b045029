import { describe, expect, it } from 'vitest'
import { colorProblem, formatColorLike, parseColor } from '../../src/index.ts'

describe('parseColor', () => {
  it('reads hex, rgb, hsl and names, with their alpha', () => {
    expect(parseColor('#ff0000')).toEqual({
      hex: '#ff0000',
      alpha: 1,
      hasAlpha: false,
      format: 'hex',
    })
    expect(parseColor('#f00')).toMatchObject({ hex: '#ff0000', hasAlpha: false })
    expect(parseColor('#ff000080')).toMatchObject({ hex: '#ff0000', alpha: 0.5, hasAlpha: true })
    expect(parseColor('rgba(0, 128, 255, 0.25)')).toMatchObject({
      hex: '#0080ff',
      alpha: 0.25,
      hasAlpha: true,
      format: 'rgb',
    })
    expect(parseColor('rgb(0, 128, 255)')).toMatchObject({ hasAlpha: false, format: 'rgb' })
    expect(parseColor('hsl(120, 100%, 50%)')).toMatchObject({ hex: '#00ff00', format: 'hsl' })
    expect(parseColor('white')).toMatchObject({ hex: '#ffffff', format: 'name' })
  })

  it('refuses what is not a colour', () => {
    for (const bad of ['#ggg', '#12345', 'rgb(1, 2)', 'reddish', '12']) {
      expect(parseColor(bad), bad).toBeNull()
    }
  })
})

describe('colorProblem', () => {
  it('names the bad value and the accepted formats; empty means none', () => {
    expect(colorProblem('#zz0000')).toMatch(/^"#zz0000" is not a colour: use #rrggbb/)
    expect(colorProblem('')).toBeUndefined()
    expect(colorProblem('#00ff00')).toBeUndefined()
  })
})

describe('formatColorLike', () => {
  it('writes a picked colour in the format of the current one, keeping its alpha', () => {
    expect(formatColorLike('#000000', '#ff8800', 1)).toBe('#ff8800')
    expect(formatColorLike('#00000080', '#ff8800', 0.5)).toBe('#ff880080')
    expect(formatColorLike('rgba(0, 0, 0, 0.5)', '#ff8800', 0.5)).toBe('rgba(255, 136, 0, 0.5)')
    expect(formatColorLike('rgb(0, 0, 0)', '#ff8800', 1)).toBe('rgb(255, 136, 0)')
    expect(formatColorLike('', '#ff8800', 0.2)).toBe('#ff880033')
  })
})
