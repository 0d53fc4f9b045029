import { describe, expect, it } from 'vitest'
import { serialize } from '../../src/document/index.ts'
import { fillTemplate } from '../../src/slots/index.ts'
import { parsedSlotted, SLOTTED } from './slots-helpers.ts'

const fillOk = (data: unknown) => {
  const { doc } = parsedSlotted()
  const result = fillTemplate(doc, data)
  if (!result.ok) throw new Error(result.problems.map((p) => `${p.path}: ${p.message}`).join('\n'))
  return { doc, filled: result.value }
}

describe('fillTemplate', () => {
  it('changes only the slot fields: the serialized text differs in those values alone', () => {
    const { text } = parsedSlotted()
    const { filled } = fillOk({
      title: 'Season finale',
      background: 'https://cdn.example.com/new.jpg',
      accent: '#ff8800',
    })
    const expected = text
      .replace('"content": "Episode 12"', '"content": "Season finale"')
      .replace('"text": "sample words"', '"text": "Season finale"')
      .replace(
        '"path": "https://cdn.example.com/bg.jpg"',
        '"path": "https://cdn.example.com/new.jpg"',
      )
      .replace(
        '"preview_path": "https://cdn.example.com/bg-small.jpg"',
        '"preview_path": "https://cdn.example.com/new.jpg"',
      )
      .replace('"color": "#222222"', '"color": "#ff8800"')
    expect(serialize(filled.document)).toBe(expected)
  })

  it('leaves the input untouched and shares every object off the written paths', () => {
    const { doc, filled } = fillOk({ title: 'New' })
    expect(serialize(doc.document)).toBe(serialize(SLOTTED))
    const before = doc.scene.tracks![0]!.layers!
    const after = filled.scene.tracks![0]!.layers!
    expect(after[0]).toBe(before[0])
    expect(after[1]).not.toBe(before[1])
    expect(after[1]!.prop!.textInfo).not.toBe(before[1]!.prop!.textInfo)
    expect(after[6]).toBe(before[6])
    expect(filled.kind).toBe('template')
    expect(filled.scene).toBe((filled.document as { scene: unknown }).scene)
  })

  it('creates a missing field object at the end of its parent', () => {
    const { filled } = fillOk({
      logo: 'https://cdn.example.com/l2.png',
      music: 'https://cdn.example.com/m2.mp3',
    })
    const brand = filled.scene.tracks![0]!.layers![4]!
    expect(Object.keys(brand)).toEqual(['key', 'type', 'w', 'h', 'path', 'template_meta'])
    expect(brand.path).toBe('https://cdn.example.com/l2.png')
    const text = fillTemplate(parsedSlotted().doc, {})
    expect(text.ok).toBe(true)
  })

  it('names every problem by data path and writes nothing', () => {
    const result = fillTemplate(parsedSlotted().doc, {
      titel: 'x',
      title: 12,
      background: 'javascript:alert(1)',
      accent: 'url(#x)',
      music: 'data:image/png;base64,AAAA',
    })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.problems.map((p) => `${p.path}: ${p.message}`)).toEqual([
      'data.titel: unknown slot "titel" (slots: background, title, accent, logo, music)',
      'data.title: text slot "title" takes a string of text, got number',
      'data.background: URL not allowed for image slot "background" (only https:, http:, blob:, data:image/*): "javascript:alert(1)"',
      'data.accent: color slot "accent" takes a colour (#rgb, #rrggbb, #rrggbbaa, rgb(), hsl() or a name), got "url(#x)"',
      'data.music: audio slot "music" takes an audio URL, got a data:image URL',
    ])
  })

  it('rejects data that is not an object, and missing required slots when asked', () => {
    const notObject = fillTemplate(parsedSlotted().doc, ['x'])
    expect(notObject.ok ? [] : notObject.problems.map((p) => `${p.path}: ${p.message}`)).toEqual([
      'data: expected an object of slot values {"<slot key>": value}, got array',
    ])
    const partial = fillTemplate(parsedSlotted().doc, { title: 'x' }, { requireAll: true })
    expect(partial.ok ? [] : partial.problems.map((p) => p.path)).toEqual([
      'data.background',
      'data.logo',
      'data.music',
    ])
  })

  it('refuses to fill a slot whose layers take different kinds', async () => {
    const { parseTemplateDocument } = await import('../../src/document/index.ts')
    const parsed = parseTemplateDocument({
      tracks: [
        {
          layers: [
            { key: 'a', type: 'text', api_template_meta: { replace_key: 'x' } },
            { key: 'b', type: 'image', api_template_meta: { replace_key: 'x' } },
          ],
        },
      ],
    })
    if (!parsed.ok) throw new Error('parse')
    const result = fillTemplate(parsed.value, { x: 'hello' })
    expect(result.ok ? '' : result.problems[0]!.message).toMatch(
      /^slot "x" cannot be filled: layer tracks\[0\]\.layers\[1\]/,
    )
  })
})
