import { describe, expect, it } from 'vitest'
import { sceneDuration, serialize } from '../../src/index.ts'
import { layerForInsert } from '../../src/builders/index.ts'
import { sceneOf } from '../../src/editor/document.ts'
import {
  insertedTextEnd,
  MIN_INSERTED_TEXT_MS,
  soundOverrun,
} from '../../src/semantics/scene-duration-rule.ts'
import { TestEditor } from '../../src/testing/index.ts'

const canvas = { width: 1920, height: 1080 }
const durationOf = (editor: TestEditor) => sceneDuration(sceneOf(editor.document))

describe('scene-duration rule: inserting never changes the duration silently', () => {
  it('a text inserted into a still lasts the scene: the still stays a still', () => {
    const editor = TestEditor.of([{ type: 'image', timeline: { start: 0, end: 0 } }])
    expect(durationOf(editor)).toBe(0)
    editor.insertLayer(layerForInsert('text', { canvas, startMs: 0, sceneMs: durationOf(editor) }))
    expect(durationOf(editor)).toBe(0)
    expect(editor.getLayer('text-1')?.layer.timeline).toEqual({ start: 0, end: 0 })
  })

  it('a text inserted into a timed scene stops at the scene end', () => {
    const editor = TestEditor.of([{ type: 'audio', timeline: { start: 0, end: 4000 } }])
    const at = (startMs: number) =>
      editor.insertLayer(layerForInsert('text', { canvas, startMs, sceneMs: durationOf(editor) }))
    const early = at(0).key
    const late = at(2500).key
    expect(editor.getLayer(early)?.layer.timeline?.end).toBe(3000)
    expect(editor.getLayer(late)?.layer.timeline?.end).toBe(4000)
    expect(durationOf(editor)).toBe(4000)
  })

  it('at the very end of a scene a text gets its own 3 s (the scene grows, editors say so)', () => {
    expect(insertedTextEnd(4000 - MIN_INSERTED_TEXT_MS + 1, 4000)).toBe(
      4000 - MIN_INSERTED_TEXT_MS + 1 + 3000,
    )
    expect(insertedTextEnd(0, 0)).toBe(0)
  })
})

describe('scene-duration rule: sound longer than the scene', () => {
  it('an open-ended sound past the end is an overrun to its own end; one with an end is not', () => {
    expect(soundOverrun(1000, 6000, 3000)).toEqual({ sceneMs: 3000, endMs: 7000 })
    expect(soundOverrun(0, 6000, 0)).toEqual({ sceneMs: 0, endMs: 6000 })
    expect(soundOverrun(0, 2000, 3000)).toBeNull()
    expect(soundOverrun(0, 6000, 3000, 2500)).toBeNull()
    expect(soundOverrun(0, Number.NaN, 3000)).toBeNull()
  })
})

describe('scene-duration rule: "Duration" (setSceneDuration)', () => {
  const subtitle = {
    type: 'subtitle',
    timeline: { start: 1000, end: 3000 },
    subtitle: {
      text: 'a b',
      word_seq: [
        { key: 'w0', text: 'a', start: 1000, end: 2000 },
        { key: 'w1', text: 'b', start: 2000, end: 3000 },
      ],
    },
  }

  it('lengthening scales the words of the subtitle that sets the duration; one undo step', () => {
    const editor = TestEditor.of([{ type: 'image', timeline: { start: 0, end: 0 } }], [subtitle])
    const before = serialize(editor.document)
    editor.setSceneDuration(5000)
    const layer = editor.getLayer('l1')!.layer
    expect(layer.timeline?.end).toBe(5000)
    expect(layer.subtitle?.word_seq?.map((w) => [w.start, w.end])).toEqual([
      [1000, 3000],
      [3000, 5000],
    ])
    expect(durationOf(editor)).toBe(5000)
    editor.undo()
    expect(serialize(editor.document)).toBe(before)
  })

  it('shortening scales the words in rather than refusing them', () => {
    const editor = TestEditor.of([subtitle])
    editor.setSceneDuration(2000)
    const words = editor.getLayer('l0')!.layer.subtitle?.word_seq
    expect(words?.map((w) => [w.start, w.end])).toEqual([
      [1000, 1500],
      [1500, 2000],
    ])
    expect(durationOf(editor)).toBe(2000)
  })

  it('refuses, naming the layer, when a layer would start after the new end', () => {
    const editor = TestEditor.of([subtitle, { type: 'text', timeline: { start: 2500, end: 3000 } }])
    const before = serialize(editor.document)
    expect(() => editor.setSceneDuration(2000)).toThrow(
      'setSceneDuration: "text l1" starts at 0:02.50, at or after the new end 0:02.00; move or delete it first',
    )
    expect(() => editor.setSceneDuration(0)).toThrow('above 0')
    expect(serialize(editor.document)).toBe(before)
  })
})
