import { describe, expect, it } from 'vitest'
import { lintLayers, text } from './lint-helpers.ts'

const slot = (key: string) => ({ api_template_meta: { replace_key: key } })

describe('slot-unfillable', () => {
  it('accepts a text slot with room', () => {
    expect(lintLayers([text('Title', slot('title'))])).toEqual([])
  })

  it('reports the second layer of a slot that takes another kind, at its replace_key', () => {
    const image = {
      key: 'pic',
      type: 'image',
      x: 0,
      y: 0,
      w: 100,
      h: 100,
      timeline: { start: 0, end: 5000 },
      ...slot('title'),
    }
    expect(lintLayers([text('Title', slot('title')), image])).toEqual([
      'scene.tracks[0].layers[1].api_template_meta.replace_key @ 0-5000: slot-unfillable',
    ])
  })

  it('takes the minimum number of characters a text slot must hold from options', () => {
    const layer = text('', { w: 300, h: 60, ...slot('name') })
    expect(lintLayers([layer])).toEqual([])
    expect(lintLayers([layer], { minSlotCharacters: 40 })).toEqual([
      'scene.tracks[0].layers[0].api_template_meta.replace_key @ 0-5000: slot-unfillable',
    ])
  })

  it('points at the is_logo flag for a logo slot without a replace_key', () => {
    const logo = {
      key: 'logo',
      type: 'image',
      x: 10,
      y: 10,
      w: 0,
      h: 80,
      timeline: { start: 0, end: 5000 },
      template_meta: { is_logo: true },
    }
    expect(lintLayers([logo])).toEqual([
      'scene.tracks[0].layers[0].template_meta.is_logo @ 0-5000: slot-unfillable',
      'scene.tracks[0].layers[0].w @ 0-5000: zero-size',
    ])
  })
})
