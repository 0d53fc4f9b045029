import { describe, expect, it } from 'vitest'
import { Editor, type EditorDocument, type Layer } from '@podscene/core'
import { LintRunner } from '../../src/index.ts'
import { LiveLintRunner, nextLintDelay, type LintState } from '../../src/problems/lint-runner.ts'

const layer = (key: string, x: number, over: Layer = {}): Layer => ({
  key,
  type: 'shape',
  x,
  y: 100,
  w: 200,
  h: 100,
  timeline: { start: 0, end: 4000 },
  prop: { shapeInfo: { type: 'rect', color: '#ff0000' } },
  ...over,
})

const doc = (): EditorDocument => ({
  aspect_ratio: 1,
  scene: {
    tracks: [
      {
        index: 0,
        key: 't',
        layers: [
          layer('away', 5000),
          layer('ok', 100),
          layer('words', 0, {
            type: 'text',
            prop: { textInfo: { content: 'A title far too long for this box', fontSize: 60 } },
          }),
        ],
      },
    ],
  },
})

describe('LintRunner', () => {
  it('groups problems by layer key and keeps a layer’s array while its problems stay the same', () => {
    const editor = new Editor(doc())
    const runner = new LintRunner(editor)
    const first = runner.runNow()
    expect(first.problems.map((p) => [p.code, p.layerKey])).toEqual([
      ['off-canvas', 'away'],
      ['text-overflow', 'words'],
    ])
    const away = first.byLayer.get('away')
    editor.setGeometry('ok', { x: 300 })
    const second = runner.runNow()
    expect(second.byLayer.get('away')).toBe(away)
    editor.setGeometry('away', { x: 2500 })
    const third = runner.runNow()
    expect(third.byLayer.get('away')).not.toBe(away)
    expect(third.byLayer.get('away')![0]!.message).toContain('x 2500…2700')
  })

  it('the editor’s live runner, without the worker, loads core’s lint and lints on the page', async () => {
    // LiveLintRunner has no lint of its own (not in the editor's initial code): page-lint.ts loads.
    const runner = new LiveLintRunner(new Editor(doc()), { worker: false, delayMs: 0 })
    expect('runNow' in runner).toBe(false)
    const state = await new Promise<LintState>((resolve) => {
      const off = runner.subscribe(() => {
        const now = runner.getState()
        if (now.pending) return
        off()
        resolve(now)
      })
    })
    expect(state.error).toBeNull()
    expect(state.problems.map((p) => [p.code, p.layerKey])).toEqual([
      ['off-canvas', 'away'],
      ['text-overflow', 'words'],
    ])
  })

  it('drops a layer from byLayer once its text fits the box', () => {
    const fits = new Editor(doc())
    fits.setLayerField('words', ['prop', 'textInfo', 'content'], 'Hi')
    expect(new LintRunner(fits).runNow().byLayer.has('words')).toBe(false)
  })

  it('a lint that throws keeps the last results and reports why, without throwing', () => {
    const editor = new Editor(doc())
    let broken = false
    const runner = new LintRunner(editor, {
      measureText: (text) => {
        if (broken) throw new Error('font metrics unavailable')
        return text.length * 30
      },
    })
    const ok = runner.runNow()
    expect(ok.error).toBeNull()
    broken = true
    // New words: widths already measured are cached (core's wrap cache), so measure is called.
    editor.setLayerField('words', ['prop', 'textInfo', 'content'], 'Other words entirely')
    const failed = runner.runNow()
    expect(failed.error).toBe('font metrics unavailable')
    expect(failed.problems).toBe(ok.problems)
    expect(failed.pending).toBe(false)
  })
})

describe('nextLintDelay', () => {
  it('waits the base delay for cheap lints and longer (up to 2 s) after costly ones', () => {
    expect(nextLintDelay(300, 2)).toBe(300)
    expect(nextLintDelay(300, 160)).toBe(640)
    expect(nextLintDelay(300, 900)).toBe(2000)
  })
})
