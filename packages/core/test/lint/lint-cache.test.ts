// Issue 26 item 1: the editor re-lints after every edit; with a cache only changed layers are
// checked again (layers keep their identity across immer edits), with the same results.
import { describe, expect, it } from 'vitest'
import { approximateMeasureText, type MeasureText } from '../../src/text/index.ts'
import { createLintCache, lintScene, lintSceneSteps } from '../../src/lint/index.ts'
import type { TemplateDocument } from '../../src/document/index.ts'
import type { Layer } from '../../src/schema/index.ts'
import { templateOf, text } from './lint-helpers.ts'

/** The document with layer i replaced (every other layer object shared, as immer does). */
function withLayer(doc: TemplateDocument, i: number, layer: Layer): TemplateDocument {
  const track = doc.scene.tracks![0]!
  const layers = track.layers!.slice()
  layers[i] = layer
  const scene = { ...doc.scene, tracks: [{ ...track, layers }] }
  return { kind: 'template', document: { ...doc.document, scene }, scene } as TemplateDocument
}

describe('lintScene with a cache', () => {
  it('checks only the changed layer again and gives what a fresh lint gives', () => {
    const measured: string[] = []
    const measure: MeasureText = (s, font) => {
      measured.push(s)
      return approximateMeasureText(s, font)
    }
    const layers = Array.from({ length: 5 }, (_, i) =>
      text(`text${i} overflowing its box`, { key: `t${i}`, w: 80, h: 20 }),
    )
    const doc = templateOf(layers)
    const cache = createLintCache()
    const first = lintScene(doc, { measureText: measure, cache })
    expect(first).toEqual(lintScene(doc, { measureText: approximateMeasureText }))
    measured.length = 0
    const edited = withLayer(doc, 2, text('edited words', { key: 't2', w: 80, h: 20 }))
    const second = lintScene(edited, { measureText: measure, cache })
    expect(second).toEqual(lintScene(edited, { measureText: approximateMeasureText }))
    expect(measured.filter((s) => /text\d/.test(s))).toEqual([])
    expect(measured.some((s) => s === 'edited' || s === 'words')).toBe(true)
  })

  it('checks a layer again when it moves (its problems name its path)', () => {
    const a = text('a long text in a small box', { key: 'a', w: 40, h: 20 })
    const b = text('fits', { key: 'b', w: 400, h: 200 })
    const cache = createLintCache()
    lintScene(templateOf([a, b]), { cache })
    const swapped = lintScene(templateOf([b, a]), { cache })
    expect(swapped.map((p) => p.path)).toEqual(['scene.tracks[0].layers[1].prop.textInfo.content'])
  })

  it('yields once per layer when stepped', () => {
    const steps = lintSceneSteps(templateOf([text('a'), text('b'), text('c')]))
    let yields = 0
    while (!steps.next().done) yields++
    expect(yields).toBe(3)
  })
})
