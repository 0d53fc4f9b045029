import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runCli, type CliResult } from './run-cli.ts'

const dir = mkdtempSync(join(tmpdir(), 'podscene-inspect-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** `podscene inspect …` from the repository root. */
const inspect = (...args: string[]): Promise<CliResult> => runCli(['inspect', ...args])

function file(name: string, content: unknown): string {
  const path = join(dir, name)
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content))
  return path
}

const template = {
  aspect_ratio: 0,
  scene: {
    tracks: [
      {
        index: 5,
        key: 'overlay',
        layers: [
          {
            key: 'caption',
            type: 'subtitle',
            subtitle: {
              word_seq: [
                { text: 'Welcome', start: 0, end: 500, break: '\n' },
                { text: 'um', start: 500, end: 700, hide: true },
                { text: 'to', start: 700, end: 900 },
                { text: 'the show', start: 900, end: 1600 },
              ],
            },
          },
          { key: 'badge', type: 'sparkle', x: 3 },
        ],
      },
      {
        index: 1,
        key: 'base',
        type: 'main',
        layers: [
          {
            key: 'bg',
            type: 'image',
            w: 1080,
            h: 1920,
            flip: 'xy',
            crop: { x: 0.1, y: 0, w: 0, h: 1 },
            moving_camera: { type: 'pan-left' },
            timeline: { start: 0, end: 0 },
          },
          {
            key: 'logo',
            type: 'image',
            x: 0,
            y: 0,
            w: 200,
            h: 200,
            radius: '50%',
            timeline: {
              start: 1000,
              end: 3000,
              cross: { in: ['fade'], in_time: 400, out: ['zoom-out'], out_time: 500 },
              key_frames: [
                { timestamp: 1000, func: 'step', properties: { x: 300 } },
                { timestamp: 0, func: 'linear', properties: { x: 100, r: 0 } },
                { timestamp: 1000, func: 'linear', properties: { r: 90 } },
                { timestamp: 2500, func: 'bounce', properties: { x: 0 } },
              ],
            },
          },
        ],
      },
    ],
  },
}

type JsonLayer = Record<string, unknown> & { key: string }
const byKey = (layers: JsonLayer[], key: string) => layers.find((l) => l.key === key)!

// Each case spawns the CLI; allow for a busy machine.
describe('podscene inspect', { timeout: 120_000 }, () => {
  const path = file('template.json', template)

  it('without --at: duration, tracks, layer counts by type and diagnostics', async () => {
    const { code, stdout } = await inspect(path)
    expect(code).toBe(0)
    expect(stdout).toContain('template, aspect_ratio 0, 9:16 canvas 1080×1920')
    expect(stdout).toContain('duration: 3000 ms (3 s)')
    expect(stdout).toContain('tracks: 2')
    expect(stdout).toContain('[1] key "base", index 1, type main: 2 layers')
    expect(stdout).toContain('layers by type: image 2, sparkle 1, subtitle 1')
    expect(stdout).toContain('info    scene.tracks[0].layers[1].type: unknown layer type "sparkle"')
    expect(stdout).toContain(
      'scene.tracks[1].layers[1].timeline.key_frames[3].func: unknown easing "bounce"',
    )
    expect(stdout).toContain('key_frames[3].timestamp: keyframe at 2500 ms is outside')
  })

  it('--json without --at gives the summary as JSON', async () => {
    const { code, stdout } = await inspect(path, '--json')
    expect(code).toBe(0)
    const report = JSON.parse(stdout)
    expect(report).toMatchObject({
      timeMs: null,
      durationMs: 3000,
      kind: 'template',
      layerCounts: { image: 2, subtitle: 1, sparkle: 1 },
    })
    expect(report.layers).toBeUndefined()
    expect(report.diagnostics).toHaveLength(3)
  })

  it('--at --json evaluates every layer in draw order', async () => {
    const { code, stdout } = await inspect(path, '--at', '1800', '--json')
    expect(code).toBe(0)
    const report = JSON.parse(stdout)
    expect(report.timeMs).toBe(1800)
    expect(report.durationMs).toBe(3000)
    const layers = report.layers as JsonLayer[]
    expect(layers.map((l) => `${String(l.track)}/${l.key}`)).toEqual([
      'base/bg',
      'base/logo',
      'overlay/caption',
      'overlay/badge',
    ])
    expect(layers[0]).toMatchObject({
      type: 'image',
      path: 'scene.tracks[1].layers[0]',
      visible: true,
      flip: 'both',
      crop: null,
    })
    expect((layers[0]!.camera as { type: string }).type).toBe('pan-left')
    // keyframes sorted by timestamp: x 100 → 300 (linear) then step until 2500 → 0; r 0 → 90
    expect(byKey(layers, 'logo')).toMatchObject({
      visible: true,
      x: 260,
      r: 72,
      alpha: 1,
      scale: 1,
      w: 200,
    })
    expect(byKey(layers, 'caption')).toMatchObject({ activeWord: null, line: null })
    expect(byKey(layers, 'badge')).toMatchObject({ type: 'sparkle', x: 3, visible: true })
    expect(byKey(layers, 'badge').activeWord).toBeUndefined()
    expect(report.diagnostics.map((d: { path: string }) => d.path)).toContain(
      'scene.tracks[0].layers[1].type',
    )
  })

  it('--at reports transitions, active words and hidden layers', async () => {
    const early = JSON.parse((await inspect(path, '--at', '1200', '--json')).stdout)
    const logo = byKey(early.layers, 'logo')
    expect(logo.x).toBe(140)
    expect(logo.transitions).toEqual([{ source: 'cross-in', effect: 'fade', progress: 0.5 }])
    expect(byKey(early.layers, 'caption')).toMatchObject({
      activeWord: 'the show',
      activeWordIndex: 3,
      line: 'to the show',
    })

    const start = JSON.parse((await inspect(path, '--at', '600', '--json')).stdout)
    expect(byKey(start.layers, 'logo').visible).toBe(false)
    expect(byKey(start.layers, 'caption')).toMatchObject({ activeWord: null, line: null })
    expect(byKey(start.layers, 'bg').visible).toBe(true)

    const leaving = JSON.parse((await inspect(path, '--at', '2750', '--json')).stdout)
    expect(byKey(leaving.layers, 'logo').transitions).toEqual([
      { source: 'cross-out', effect: 'zoom-out', progress: 0.5 },
    ])
    expect(byKey(leaving.layers, 'logo').x).toBe(300)
  })

  it('--at prints a readable table', async () => {
    const { code, stdout } = await inspect(path, '--at', '200')
    expect(code).toBe(0)
    expect(stdout).toContain('at 200 ms: 3 of 4 layers visible')
    expect(stdout).toMatch(/● base\/bg \(image\).*flip=both.*camera=pan-left/)
    expect(stdout).toMatch(/○ base\/logo \(image\)/)
    expect(stdout).toContain('word="Welcome" line="Welcome"')
  })

  it('a bare scene with every end 0 is a still: duration 0, all visible', async () => {
    const still = file('still.json', {
      tracks: [
        {
          index: 0,
          key: 't',
          layers: [{ key: 'a', type: 'color', timeline: { start: 500, end: 0 } }],
        },
      ],
    })
    const report = JSON.parse((await inspect(still, '--at', '0', '--json')).stdout)
    expect(report).toMatchObject({ durationMs: 0, still: true, kind: 'scene' })
    expect(report.layers[0]).toMatchObject({ key: 'a', visible: true, path: 'tracks[0].layers[0]' })
    expect((await inspect(still)).stdout).toContain('duration: 0 ms (still)')
  })

  it('an invalid document exits 1 naming the path, without a stack trace', async () => {
    const bad = file('bad.json', { scene: { tracks: [{ layers: [{ x: 'left' }] }] } })
    const { code, stderr, stdout } = await inspect(bad, '--at', '0')
    expect(code).toBe(1)
    expect(stdout).toBe('')
    expect(stderr).toContain('scene.tracks[0].layers[0].x')
    expect(stderr).not.toMatch(/\n\s+at /)
  })

  it('unreadable files and invalid JSON exit 1', async () => {
    const missing = await inspect(join(dir, 'nope.json'))
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain('no such file')
    const broken = await inspect(file('broken.json', '{"tracks": ['))
    expect(broken.code).toBe(1)
    expect(broken.stderr).toContain('invalid JSON')
  })

  it('wrong usage exits 2 with a clear message', async () => {
    const badTime = await inspect(path, '--at', 'soon')
    expect(badTime.code).toBe(2)
    expect(badTime.stderr).toContain('--at expects a time in milliseconds such as 1500, got "soon"')
    expect((await inspect()).code).toBe(2)
    expect((await inspect(path, path)).stderr).toContain('inspect takes exactly one file, got 2')
    expect((await inspect(path, '--when', '3')).stderr).toContain("unknown option '--when'")
    expect((await inspect('--help')).stdout).toContain(
      'Usage: podscene inspect <file> [--at <ms>] [--json]',
    )
  })
})
