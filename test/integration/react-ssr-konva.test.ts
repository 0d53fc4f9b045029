// `@podscene/react` imported in plain Node (server rendering, Next.js route handlers, scripts)
// with either Konva peer: Konva 10, installed here, and Konva 9, whose Node entry
// (lib/index-node.js) requires the native `canvas` module and throws without it — simulated by
// module hooks (konva9-node/hooks.mjs) that resolve `konva` to a file doing just that. The
// package never loads Konva in Node: its `#konva` / `#react-konva` imports resolve to
// node-stubs/ under the "node" condition. The packed-install test does the same with a real
// Konva 9 (test/packaging).
import { execFile } from 'node:child_process'
import { resolve } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const run = promisify(execFile)
const root = resolve(import.meta.dirname, '../..')
const here = resolve(import.meta.dirname, 'konva9-node')

async function renderInNode(extraImports: string[]): Promise<unknown> {
  const args = ['--import', 'tsx', ...extraImports.flatMap((f) => ['--import', f])]
  const { stdout } = await run(process.execPath, [...args, resolve(here, 'render.mts')], {
    cwd: root,
    env: { ...process.env, TSX_TSCONFIG_PATH: resolve(root, 'packages/react/tsconfig.json') },
  })
  return JSON.parse(stdout.trim().split('\n').at(-1)!)
}

describe('@podscene/react in plain Node', () => {
  it('imports and renders <SceneEditor> and <ScenePlayer> with Konva 10', async () => {
    expect(await renderInNode([])).toEqual({ editor: true, player: true })
  }, 120_000)

  it('imports and renders them with Konva 9, whose Node entry needs the native canvas', async () => {
    const hooks = resolve(here, 'register.mjs')
    expect(await renderInNode([hooks])).toEqual({ editor: true, player: true })
  }, 120_000)
})
