// A transition band shows its whole label, or its effects when the label does not fit (the
// band's place says its kind): "Cross i…" was what a 400 ms cross-fade showed at first zoom.
import { describe, expect, it } from 'vitest'
import { bandText } from '../../src/timeline/band-label.ts'

const region = { label: 'Cross in: fade', effects: 'fade' }

describe('bandText', () => {
  it('gives the label when it fits, else the effects', () => {
    expect(bandText(region, 200)).toBe('Cross in: fade')
    expect(bandText(region, 50)).toBe('fade')
    expect(bandText(region, 12)).toBe('fade')
  })

  it('measures the text in the band font', () => {
    const long = { label: 'Enter: zoom-in, fade, slide-up', effects: 'zoom-in, fade, slide-up' }
    expect(bandText(long, 120)).toBe(long.effects)
    expect(bandText(long, 400)).toBe(long.label)
  })
})
