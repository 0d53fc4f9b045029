// Issue 26 item 15: a slot keyed "__proto__" was listed as fillable, but fill data can never hold
// that key (parseJsonText refuses it), so it could never be filled and nothing said why.
import { describe, expect, it } from 'vitest'
import { parseJsonText } from '../../src/document/index.ts'
import { fillTemplate, templateSlots } from '../../src/slots/index.ts'
import { lintScene } from '../../src/lint/index.ts'
import { templateOf, text } from '../lint/lint-helpers.ts'

const doc = () => templateOf([text('Title', { api_template_meta: { replace_key: '__proto__' } })])

describe('a slot keyed "__proto__"', () => {
  it('is listed as one that cannot be filled, saying which key to change', () => {
    const [slot] = templateSlots(doc())
    expect(slot!.key).toBe('__proto__')
    expect(slot!.problems).toEqual([
      'the slot key "__proto__" can never be a key of fill data (JSON data refuses it): choose another api_template_meta.replace_key',
    ])
  })

  it('is reported by lint as slot-unfillable at its replace_key', () => {
    const found = lintScene(doc()).filter((p) => p.code === 'slot-unfillable')
    expect(found.map((p) => p.path)).toEqual([
      'scene.tracks[0].layers[0].api_template_meta.replace_key',
    ])
    expect(found[0]!.message).toContain('choose another api_template_meta.replace_key')
  })

  it('fill data naming it is answered with that reason', () => {
    const data: Record<string, unknown> = {}
    Object.defineProperty(data, '__proto__', { value: 'x', enumerable: true })
    const result = fillTemplate(doc(), data)
    expect(result.ok).toBe(false)
    if (!result.ok)
      expect(result.problems[0]!.message).toContain('slot "__proto__" cannot be filled')
    expect(parseJsonText('{"__proto__": "x"}').ok).toBe(false)
  })
})
