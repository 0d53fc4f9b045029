// Issue 26 item 1: the editor linted on the main thread (a 124 KB template froze the studio for
// minutes). Scheduled lints now run in a worker, send only changed layers, and a newer document
// cancels an older run.
import { describe, expect, it } from 'vitest'
import { Editor, tracksOfDocument, type EditorDocument, type Layer } from '@podscene/core'
import { LintRunner } from '../../src/index.ts'
import { lintWorker } from '../../src/problems/worker-client.ts'
import { decodeDocument, encodeDocument } from '../../src/problems/worker-protocol.ts'

const text = (key: string, content: string, over: Layer = {}): Layer => ({
  key,
  type: 'text',
  x: 0,
  y: 0,
  w: 200,
  h: 60,
  timeline: { start: 0, end: 4000 },
  prop: { textInfo: { content, fontSize: 40 } },
  ...over,
})

const doc = (layers: Layer[]): EditorDocument => ({
  aspect_ratio: 1,
  scene: { tracks: [{ index: 0, key: 't', layers }] },
})

/** Resolves when `holds` is true of the runner's state. */
function stateWhere(runner: LintRunner, holds: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const stop = runner.subscribe(() => {
      if (!holds()) return
      resolve()
      queueMicrotask(stop)
    })
    if (holds()) resolve()
  })
}

describe('lint worker', () => {
  it('starts in Chromium and lints what the page would, off the main thread', async () => {
    expect(await lintWorker()).not.toBeNull()
    const editor = new Editor(
      doc([text('long', 'A title far too long for this little box'), text('ok', 'Hi')]),
    )
    const runner = new LintRunner(editor, { delayMs: 0, checkMedia: null })
    await stateWhere(runner, () => !runner.getState().pending)
    const inWorker = runner.getState().problems.map((p) => `${p.layerKey} ${p.code}`)
    expect(inWorker).toEqual(['long text-overflow'])
    expect(new LintRunner(editor, { checkMedia: null }).runNow().problems).toEqual(
      runner.getState().problems,
    )
  })

  it('sends unchanged layers by id only, and the worker keeps their objects', () => {
    const layers = [text('a', 'one'), text('b', 'two'), text('c', 'three')]
    const first = doc(layers)
    const ids = new WeakMap<object, number>()
    let n = 0
    const held = new Map<number, object>()
    const one = encodeDocument(first, ids, new Set(), () => ++n)
    const decodedFirst = decodeDocument(one.encoded, held)
    const edited = doc([layers[0]!, text('b', 'changed'), layers[2]!])
    const two = encodeDocument(edited, ids, one.sent, () => ++n)
    expect(two.encoded.layers[0]!.map((ref) => ref.length)).toEqual([1, 2, 1])
    const decoded = decodeDocument(two.encoded, held)
    const tracks = (d: EditorDocument) => tracksOfDocument(d)
    expect(tracks(decoded)[0]!.layers![0]).toBe(tracks(decodedFirst)[0]!.layers![0])
    expect(tracks(decoded)[0]!.layers![1]).toEqual(text('b', 'changed'))
    expect(held.size).toBe(3)
  })

  it('a newer document supersedes a running lint', async () => {
    const client = (await lintWorker())!
    const heavy = doc(
      Array.from({ length: 300 }, (_, i) =>
        text(`t${i}`, `${'many words in a box '.repeat(40)}${i}`, {
          timeline: {
            start: 0,
            end: 4000,
            key_frames: [
              { timestamp: 0, properties: { w: 100 } },
              { timestamp: 4000, properties: { w: 900 } },
            ],
          },
        }),
      ),
    )
    const older = client.lint(heavy, {}, new Map())
    const newer = client.lint(doc([text('x', 'a title far too long for this box')]), {}, new Map())
    expect(await older).toBeNull()
    expect((await newer)!.map((p) => p.code)).toEqual(['text-overflow'])
  })

  it('plans a fill in the worker: the writes, or the data problems', async () => {
    const client = (await lintWorker())!
    const layers = Array.from({ length: 3 }, (_, i) =>
      text(`t${i}`, 'old', { api_template_meta: { replace_key: 'title' } }),
    )
    const plan = await client.planFill(doc(layers), { title: 'New' })
    expect(plan).toEqual({
      ok: true,
      writes: [0, 1, 2].map((i) => ({
        layer: ['scene', 'tracks', 0, 'layers', i],
        field: ['prop', 'textInfo', 'content'],
        segments: ['scene', 'tracks', 0, 'layers', i, 'prop', 'textInfo', 'content'],
        value: 'New',
      })),
    })
    const bad = await client.planFill(doc(layers), { nope: 'x' })
    expect(bad).toMatchObject({ ok: false, problems: [{ path: 'data.nope' }] })
  })
})
