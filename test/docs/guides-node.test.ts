// The guides' `ts example` blocks that need no browser, run in Node with tsx as a reader would run
// them, each checked against what its guide says it prints. (The API client's is run against the
// sandbox by docs.test.ts; the `tsx` blocks by guides-run.test.ts in Chromium.)
import { execFile } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { root } from './generate-docs.ts'
import { exampleFileName, examplesOf } from './examples.ts'

const run = promisify(execFile)
const dir = join(import.meta.dirname, '.run-node')

/** Runs the `index`-th `ts` example of a markdown file (relative to the root) with tsx. */
async function runExample(markdown: string, index: number) {
  const example = examplesOf(join(root, markdown)).filter((e) => e.lang === 'ts')[index]
  if (!example) throw new Error(`${markdown} has no ts example #${index}`)
  mkdirSync(dir, { recursive: true })
  const file = join(dir, exampleFileName(example))
  writeFileSync(file, `${example.code}\nexport {}\n`)
  return run(join(root, 'node_modules/.bin/tsx'), [file], { cwd: root })
}

afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe.concurrent('the core examples run in Node and print what their guide says', () => {
  it('time and keyframes: the title half-way in at 1 s, the scene 4.5 s long', async () => {
    const { stdout, stderr } = await runExample('docs/site/guide/time-and-keyframes.md', 0)
    expect(stderr).toBe('')
    // "between -800 and 100, < 1, 4500"
    const [x, alpha, duration] = stdout.trim().split(' ').map(Number)
    expect(x).toBeGreaterThan(-800)
    expect(x).toBeLessThan(100)
    expect(alpha).toBeGreaterThan(0)
    expect(alpha).toBeLessThan(1)
    expect(duration).toBe(4500)
  })

  it('time and keyframes: editing keyframes from code runs without an error', async () => {
    const { stdout, stderr } = await runExample('docs/site/guide/time-and-keyframes.md', 1)
    expect([stdout, stderr]).toEqual(['', ''])
  })

  it('slots: the manifest lists both slots, and the fill writes the data', async () => {
    const { stdout, stderr } = await runExample('docs/site/guide/slots.md', 0)
    expect(stderr).toBe('')
    const [first, second, ...json] = stdout.split('\n')
    expect(first).toMatch(/^episode_title text \d+ \[\]$/)
    expect(second).toBe('cover image undefined []')
    const filled = JSON.parse(json.join('\n')) as {
      scene: { tracks: { layers: Record<string, unknown>[] }[] }
    }
    const [title, cover] = filled.scene.tracks[0]!.layers
    expect(title!.prop).toEqual({
      textInfo: { content: 'Episode 42: the first day', fontSize: 96 },
    })
    expect(cover!.path).toBe('https://example.com/42.jpg')
  })

  it('the editor handle guide: driving the Editor from code (a batch is one undo step)', async () => {
    const { stdout, stderr } = await runExample('docs/site/guide/editor-handle.md', 0)
    expect(stderr).toBe('')
    expect(stdout).toBe('tracks 1\ntracks 0\n')
  })

  it("core's README example runs without an error", async () => {
    const { stdout, stderr } = await runExample('packages/core/README.md', 0)
    expect([stdout, stderr]).toEqual(['', ''])
  })
})
