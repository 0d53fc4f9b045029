// @podscene/react/player pulls in no editor UI, immer or zod: the modules of its bundle, built as
// a consumer's bundler builds it (react, react-dom, konva and react-konva are the host's).
import { relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { bundleEntry, repoRoot } from '../support/bundle-entry.ts'

const PEERS = ['react', 'react-dom', 'konva', 'react-konva']
// The two small pure helpers the player shares with editor folders (element size, time format).
const SHARED_HELPERS = [
  'packages/react/src/lib/use-element-size.ts',
  'packages/react/src/lib/time-format.ts',
]

describe('@podscene/react/player bundle', () => {
  it('holds the player and the drawing code, and no editor UI, immer or zod', async () => {
    const player = await bundleEntry('packages/react/src/player/index.ts', { external: PEERS })
    const modules = player.moduleIds.map((id) => relative(repoRoot, id))
    expect(modules).toContain('packages/react/src/player/ScenePlayer.tsx')
    expect(modules).toContain('packages/react/src/playback/playback-clock.ts')
    expect(modules).toContain('packages/core/src/evaluate/compile.ts')
    expect(modules.filter((m) => /node_modules\/.*\/(immer|zod)\//.test(m))).toEqual([])
    const editing = modules.filter(
      (m) =>
        /^packages\/react\/src\/(scene-editor|state|actions|timeline|inspector|layer-list|canvas-editing)\//.test(
          m,
        ) && !SHARED_HELPERS.includes(m),
    )
    expect(editing).toEqual([])
    expect(
      modules.filter((m) => /^packages\/core\/src\/(editor|schema|interaction)\//.test(m)),
    ).toEqual(['packages/core/src/editor/document.ts'])

    // The full entry, built the same way, does hold them: the check can fail.
    const full = await bundleEntry('packages/react/src/index.ts', { external: PEERS })
    expect(full.moduleIds.some((id) => /node_modules\/.*\/immer\//.test(id))).toBe(true)
    expect(full.moduleIds.some((id) => /node_modules\/.*\/zod\//.test(id))).toBe(true)
  })
})
