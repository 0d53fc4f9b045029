// <SceneEditor> and <ScenePlayer> rendered to a string in Node (no window, no document): server
// snapshots everywhere, no DOM access during render; and the "use client" directive that
// frameworks need stays first in the files tsc emits for the entries.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import ts from 'typescript'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SceneEditor } from '@podscene/react'
import { ScenePlayer } from '@podscene/react/player'

const reactPackage = resolve(import.meta.dirname, '../../packages/react')

const template = {
  aspect_ratio: 1,
  scene: {
    tracks: [
      {
        index: 0,
        key: 't',
        layers: [
          { key: 'title', type: 'text', x: 10, y: 10, w: 300, h: 80, text: 'Hello' },
          {
            key: 'box',
            type: 'shape',
            x: 0,
            y: 0,
            w: 100,
            h: 100,
            timeline: { start: 0, end: 3000 },
          },
        ],
      },
    ],
  },
}

afterEach(() => vi.restoreAllMocks())

describe('server-side rendering', () => {
  it('renders <SceneEditor defaultValue> to markup without errors', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined')
    const errors = vi.spyOn(console, 'error')
    const html = renderToString(createElement(SceneEditor, { defaultValue: template }))
    expect(html).toContain('ps-scene-editor')
    expect(html).toContain('aria-label="Layer panel"')
    expect(html).toContain('aria-label="text title"') // the layer list's row for the text layer
    expect(errors).not.toHaveBeenCalled()
  })

  it('renders <ScenePlayer> of a project to markup without errors', () => {
    const errors = vi.spyOn(console, 'error')
    const project = { aspect_ratio: 1, scenes: [template.scene, template.scene] }
    const html = renderToString(createElement(ScenePlayer, { source: project }))
    expect(html).toContain('aria-label="Scene player"')
    expect(html).toContain('aria-label="Play"')
    expect(html).toContain('0:06.00') // two 3 s scenes in sequence
    expect(errors).not.toHaveBeenCalled()
  })

  it('keeps "use client" first in the emitted entry files', () => {
    const config = ts.getParsedCommandLineOfConfigFile(
      resolve(reactPackage, 'tsconfig.build.json'),
      {},
      { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
    )!
    for (const entry of ['src/index.ts', 'src/player/index.ts']) {
      const source = readFileSync(resolve(reactPackage, entry), 'utf8')
      expect(source.startsWith("'use client'\n")).toBe(true)
      const out = ts.transpileModule(source, { compilerOptions: config.options, fileName: entry })
      expect(out.outputText.split('\n')[0]).toMatch(/^['"]use client['"];$/)
    }
  })
})
