import { describe, expect, it } from 'vitest'
import { EditorCommandError } from '../../src/editor/index.ts'
import { parseTemplateDocument } from '../../src/index.ts'
import { TestEditor } from '../../src/testing/index.ts'

const LAYER = 'scene.tracks[0].layers[0]'
const PROTO = 'the key "__proto__" is not allowed (it could replace an object\'s prototype)'

function nestedArrays(depth: number): unknown {
  let value: unknown = 1
  for (let i = 0; i < depth; i++) value = [value]
  return value
}

type Case = [string, (e: TestEditor) => unknown, string]

/** Values the schema (or JSON) rejects, issue 13 item 18: each is refused with the path. */
const cases: Case[] = [
  [
    'a string for x',
    (e) => e.setLayerField('l0', ['x'], 'abc'),
    `setLayerField: ${LAYER}.x: expected number, got string`,
  ],
  [
    'an object for x',
    (e) => e.setLayerField('l0', ['x'], {}),
    `setLayerField: ${LAYER}.x: expected number, got object`,
  ],
  [
    'a Date',
    (e) => e.setLayerField('l0', ['x'], new Date(0)),
    'setLayerField: value must be JSON data, got a Date',
  ],
  [
    'a Map',
    (e) => e.setLayerField('l0', ['extra'], new Map([[1, 2]])),
    'setLayerField: value must be JSON data, got a Map',
  ],
  [
    'an own "__proto__" key',
    (e) => e.setLayerField('l0', ['prop'], JSON.parse('{"__proto__":{"polluted":1}}')),
    `setLayerField: ${LAYER}.prop.__proto__: ${PROTO}`,
  ],
  [
    'a replaced prototype',
    (e) => e.setLayerField('l0', ['meta'], { __proto__: { polluted: 1 } }),
    'setLayerField: value must be JSON data, got an object with a replaced prototype',
  ],
  [
    'a wrong type deep inside the value',
    (e) => e.setLayerField('l0', ['prop'], { textInfo: { fontSize: 'big' } }),
    `setLayerField: ${LAYER}.prop.textInfo.fontSize: expected number, got string`,
  ],
  [
    'a wrong type in objects the write creates',
    (e) => e.setLayerField('l0', ['timeline', 'cross', 'in_time'], 'soon'),
    `setLayerField: ${LAYER}.timeline.cross.in_time: expected number, got string`,
  ],
  [
    'an object created where the schema wants a number',
    (e) => e.setLayerField('l0', ['volume', 'level'], 1),
    `setLayerField: ${LAYER}.volume: expected number, got object`,
  ],
  [
    'by absolute path',
    (e) => e.setField(['aspect_ratio'], 1.5),
    'setField: aspect_ratio: expected an integer, got 1.5',
  ],
  [
    'deleting a required field',
    (e) => e.setField(['scene'], undefined),
    'setField: scene: a required field cannot be deleted',
  ],
  [
    'nesting past the parser limit, counted from the document root',
    (e) => e.setLayerField('l0', ['deep'], nestedArrays(60)),
    `setLayerField: ${LAYER}.deep${'[0]'.repeat(58)}: nested deeper than the limit of 64 levels of objects and arrays`,
  ],
  [
    'addLayer',
    (e) => e.addLayer(0, { x: 'abc' as never }),
    'addLayer: scene.tracks[0].layers[2].x: expected number, got string',
  ],
  [
    'addTrack',
    (e) => e.addTrack({ track: { layers: 5 as never } }),
    'addTrack: scene.tracks[2].layers: expected array, got number',
  ],
  [
    'pasteLayers',
    (e) => e.run('pasteLayers', { layers: [{}, { w: '1' }], track: 1 }),
    'pasteLayers: scene.tracks[1].layers[2].w: expected number, got string',
  ],
  [
    'setAnimationPreset',
    (e) =>
      e.setAnimationPreset('l0', 'enter', {
        duration: 1,
        effectType: 'fade',
        at: new Date(0),
      } as never),
    'setAnimationPreset: preset.at must be JSON data, got a Date',
  ],
  [
    'addKeyframe',
    (e) => e.addKeyframe('l0', { timestamp: 0, properties: { x: 1, extra: new Set() } as never }),
    'addKeyframe: properties.extra must be JSON data, got a Set',
  ],
]

describe('commands write only what the schema accepts (issue 13, item 18)', () => {
  it.each(cases)('refuses %s', (_name, run, message) => {
    const editor = TestEditor.of([{ x: 1 }, {}], [{}])
    const before = editor.document
    const error = editor.errorOf(run)
    expect(error).toBeInstanceOf(EditorCommandError)
    expect(error.message).toBe(message)
    expect(error.code).toBe('invalid-argument')
    expect(editor.document).toBe(before)
    expect(editor.canUndo()).toBe(false)
  })

  it('accepts what the schema accepts: null, unknown fields, new objects, deletions', () => {
    const editor = TestEditor.of([{ x: 1 }])
    editor.setLayerField('l0', ['x'], null)
    editor.setLayerField('l0', ['partner', 'tags'], ['a', { b: [1, null] }])
    editor.setLayerField('l0', ['timeline', 'cross', 'in'], ['fade'])
    editor.setLayerField('l0', ['x'], undefined)
    editor.setField(['aspect_ratio'], 7)
    editor.setLayerField('l0', ['deep'], nestedArrays(58))
    expect(parseTemplateDocument(editor.document).ok).toBe(true)
  })
})
