// Issue 26 item 5: `podscene fill` of a template with 30,000 slots and data with 100,000 unknown
// keys ran out of heap (each problem listed every slot, and every problem was kept); filling one
// slot on N layers of a track copied the layer array once per layer (100k layers: 69 s).
import { describe, expect, it } from 'vitest'
import { fillTemplate, validateFillData, templateSlots } from '../../src/slots/index.ts'
import { setAllIn, setIn } from '../../src/slots/set-in.ts'
import { templateOf } from '../lint/lint-helpers.ts'

const imageSlot = (i: number) => ({
  type: 'image',
  key: `l${i}`,
  w: 10,
  h: 10,
  api_template_meta: { replace_key: `s${i}` },
})

describe('fill problems are bounded', () => {
  it('lists 100 problems and counts the rest; each names at most 20 slot keys', () => {
    const doc = templateOf(Array.from({ length: 2000 }, (_, i) => imageSlot(i)))
    const data = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, 'x']))
    const result = fillTemplate(doc, data)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.problems).toHaveLength(100)
    expect(result.more).toBe(4900)
    expect(result.problems[0]!.message).toBe(
      'unknown slot "k0" (slots: s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19 and 1980 more (podscene slots lists them))',
    )
    expect(validateFillData(templateSlots(doc), data, { maxProblems: 3 })).toHaveLength(3)
  })

  it('has no `more` when every problem is listed', () => {
    const result = fillTemplate(templateOf([imageSlot(0)]), { nope: 'x' })
    expect(result).toEqual({
      ok: false,
      problems: [
        {
          path: 'data.nope',
          segments: ['data', 'nope'],
          message: 'unknown slot "nope" (slots: s0)',
        },
      ],
    })
  })
})

describe('filling is linear in the layers', () => {
  it('copies a track of N layers of one slot once, not once per layer (N²)', () => {
    const n = 2000
    const doc = templateOf(
      Array.from({ length: n }, (_, i) => ({
        type: 'text',
        key: `t${i}`,
        w: 100,
        h: 40,
        prop: { textInfo: { content: 'old' } },
        api_template_meta: { replace_key: 'title' },
      })),
    )
    // Elements copied by Array#slice (how setIn copies an array) while filling.
    let copied = 0
    const slice = Array.prototype.slice
    Array.prototype.slice = function (this: unknown[], ...args: [number?, number?]) {
      copied += this.length
      return slice.apply(this, args)
    }
    let result: ReturnType<typeof fillTemplate>
    try {
      result = fillTemplate(doc, { title: 'New' })
    } finally {
      Array.prototype.slice = slice
    }
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const layers = doc.scene.tracks![0]!.layers!
    const filled = result.value.scene.tracks![0]!.layers!
    expect(filled.every((l) => l.prop?.textInfo?.content === 'New')).toBe(true)
    expect(layers.every((l) => l.prop?.textInfo?.content === 'old')).toBe(true)
    expect(copied).toBeLessThan(20 * n)
  })

  it('setAllIn gives what setIn gives write by write, copying only the written paths', () => {
    const root = { a: { b: [1, { c: 2 }], keep: { k: 1 } }, z: 0 }
    const writes = [
      { segments: ['a', 'b', 1, 'c'], value: 3 },
      { segments: ['a', 'n', 'm'], value: 'new' },
      { segments: ['z'], value: { w: 1 } },
      { segments: ['z', 'v'], value: 2 },
      { segments: ['a', 'b', 0], value: 9 },
    ]
    const sequential = writes.reduce<unknown>((r, w) => setIn(r, w.segments, w.value), root)
    const together = setAllIn(root, writes) as typeof root
    expect(together).toEqual(sequential)
    expect(JSON.stringify(together)).toBe(JSON.stringify(sequential))
    expect(together.a.keep).toBe(root.a.keep)
    expect(root).toEqual({ a: { b: [1, { c: 2 }], keep: { k: 1 } }, z: 0 })
  })
})
