import { describe, expect, it } from 'vitest'
import { templateSlots } from '../../src/slots/index.ts'
import type { MeasureText } from '../../src/text/index.ts'
import { parseTemplateDocument } from '../../src/document/index.ts'
import { parsedSlotted } from './slots-helpers.ts'

describe('templateSlots', () => {
  const slots = templateSlots(parsedSlotted().doc)
  const byKey = (key: string) => slots.find((s) => s.key === key)!

  it('lists one slot per key in order of first appearance, including the logo flag', () => {
    expect(slots.map((s) => `${s.key}:${s.kind}`)).toEqual([
      'background:image',
      'title:text',
      'accent:color',
      'logo:image',
      'music:audio',
    ])
  })

  it('groups the layers sharing a key and names the fields fill writes', () => {
    const title = byKey('title')
    expect(title.layers.map((l) => l.path)).toEqual([
      'scene.tracks[0].layers[1]',
      'scene.tracks[0].layers[2]',
    ])
    expect(title.layers.flatMap((l) => l.fields)).toEqual([
      'scene.tracks[0].layers[1].prop.textInfo.content',
      'scene.tracks[0].layers[2].subtitle.text',
    ])
    expect(byKey('background').layers[0]!.fields).toEqual([
      'scene.tracks[0].layers[0].path',
      'scene.tracks[0].layers[0].preview_path',
    ])
    expect(byKey('accent').layers[0]!.fields).toEqual([
      'scene.tracks[0].layers[3].prop.shapeInfo.color',
    ])
  })

  it('gives the current value of the first layer', () => {
    expect(byKey('title').value).toBe('Episode 12')
    expect(byKey('background').value).toBe('https://cdn.example.com/bg.jpg')
    expect(byKey('accent').value).toBe('#222222')
  })

  it('marks slots whose every layer is no_need_replace as optional, and roles', () => {
    expect(byKey('accent').required).toBe(false)
    expect(byKey('title').required).toBe(true)
    expect(byKey('logo').layers[0]!.role).toBe('logo')
  })

  it('gives the box, its aspect ratio and the tightest text room over the layers', () => {
    const title = byKey('title')
    expect(title.constraints.width).toBe(1000)
    expect(title.constraints.height).toBe(120)
    expect(byKey('background').constraints.aspectRatio).toBe(1.7778)
    // Subtitles show one line; the 160 px title box at 72 px holds two.
    expect(title.layers[0]!.text!.maxLines).toBe(2)
    expect(title.layers[1]!.text!.maxLines).toBe(1)
    expect(title.constraints.maxLines).toBe(1)
    // 2 lines of the 1000 px title hold fewer characters than 1 line of the 1600 px subtitle.
    const [titleRoom, subtitleRoom] = title.layers.map((l) => l.text!.maxCharacters)
    expect(titleRoom).toBeLessThan(subtitleRoom!)
    expect(title.constraints.maxCharacters).toBe(titleRoom)
  })

  it('counts characters with the injected measure', () => {
    const tenPx: MeasureText = (s) => s.length * 10
    const title = templateSlots(parsedSlotted().doc, { measureText: tenPx }).find(
      (s) => s.key === 'title',
    )!
    expect(title.layers[0]!.text!.maxCharactersPerLine).toBe(100)
    expect(title.layers[0]!.text!.maxCharacters).toBe(200)
  })

  it('explains layers it cannot fill: an unknown type, or kinds that disagree', () => {
    const parsed = parseTemplateDocument({
      tracks: [
        {
          layers: [
            { key: 'a', type: 'text', api_template_meta: { replace_key: 'x' } },
            { key: 'b', type: 'image', api_template_meta: { replace_key: 'x' } },
            { key: 'c', type: 'sticker', api_template_meta: { replace_key: 'y' } },
          ],
        },
      ],
    })
    if (!parsed.ok) throw new Error('parse')
    const [x, y] = templateSlots(parsed.value)
    expect(x!.problems).toEqual([
      "layer tracks[0].layers[1] (b) takes image but the slot's first layer takes text",
    ])
    expect(y!.kind).toBeNull()
    expect(y!.problems[0]).toContain('type "sticker"')
  })
})
