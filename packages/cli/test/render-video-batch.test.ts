// podscene render --data rows.jsonl --video 'out/{index}…': one video per row, shards, resume.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runCli, type CliResult } from './run-cli.ts'
import { probeVideo, rgbAt, videoFrame } from './video-probe.ts'

let dir = ''
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'podscene-batch-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

const podscene = (args: string[]) => runCli(args, dir, { timeoutMs: 600_000 })

/** 16:9, one full-canvas colour layer that is the slot "tint". */
const template = {
  aspect_ratio: 1,
  scene: {
    tracks: [
      {
        index: 0,
        key: 'bg',
        type: 'overlay',
        layers: [
          {
            key: 'tint',
            type: 'color',
            x: 0,
            y: 0,
            w: 1920,
            h: 1080,
            color: '#000000',
            timeline: { start: 0, end: 1000 },
            api_template_meta: { replace_key: 'tint' },
          },
        ],
      },
    ],
  },
}

const TINTS: [string, number[]][] = [
  ['#ff0000', [255, 0, 0]],
  ['#00ff00', [0, 255, 0]],
  ['#0000ff', [0, 0, 255]],
  ['#ffff00', [255, 255, 0]],
  ['#ff00ff', [255, 0, 255]],
  ['#00ffff', [0, 255, 255]],
  ['#ffffff', [255, 255, 255]],
  ['#808080', [128, 128, 128]],
  ['#800000', [128, 0, 0]],
  ['#008000', [0, 128, 0]],
  ['#000080', [0, 0, 128]],
  ['#808000', [128, 128, 0]],
]
const rows = TINTS.map(([tint]) => JSON.stringify({ tint })).join('\n') + '\n'
const outputOf = (index: number) => `out/${index}-${TINTS[index]![0].slice(1)}.mp4`
const VIDEO = ['--video', 'out/{index}-{tint}.mp4', '--scale', '0.1', '--fps', '24', '--to', '200']

/** The written outputs a run printed on stdout (one line per video). */
const written = (result: CliResult) =>
  result.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(0, line.indexOf(':')))

describe('podscene render --data', () => {
  it('renders 12 rows as 3 shards in separate processes: each row exactly once', async () => {
    await writeFile(join(dir, 'template.json'), JSON.stringify(template))
    await writeFile(join(dir, 'rows.jsonl'), rows)
    const shards = await Promise.all(
      [0, 1, 2].map((k) =>
        podscene([
          'render',
          'template.json',
          '--data',
          'rows.jsonl',
          ...VIDEO,
          '--shard',
          `${k}/3`,
          '--jobs',
          '1',
        ]),
      ),
    )
    shards.forEach((result, k) => {
      expect(result.code).toBe(0)
      // Row i belongs to shard i mod 3.
      expect(written(result).sort()).toEqual([k, k + 3, k + 6, k + 9].map(outputOf).sort())
      expect(result.stderr).toContain(
        `podscene render: rows.jsonl: 12 rows (shard ${k}/3: 4 of them): 4 rendered, 0 already there, 0 failed\n`,
      )
    })
    const all = shards.flatMap(written)
    expect(all.sort()).toEqual(TINTS.map((_, i) => outputOf(i)).sort())
    expect((await readdir(join(dir, 'out'))).sort()).toEqual(
      TINTS.map((_, i) => outputOf(i).slice(4)).sort(),
    )
    // Each video is its own row, filled: 192×108, 5 frames, the row's colour.
    for (const [index, [, rgb]] of TINTS.entries()) {
      const file = join(dir, outputOf(index))
      const probed = await probeVideo(file)
      expect(probed.video).toMatchObject({
        codec_name: 'h264',
        width: 192,
        height: 108,
        nb_read_frames: '5',
      })
      const frame = await videoFrame(file, 2, 192, 108)
      rgbAt(frame, 96, 54).forEach((value, c) => expect(Math.abs(value - rgb[c]!)).toBeLessThan(24))
    }
  }, 900_000)

  it('resumes: finished outputs are skipped, missing and partial ones redone; bad rows named by line', async () => {
    const out = join(dir, 'out')
    for (const index of [4, 7]) await rm(join(dir, outputOf(index)))
    // What a killed run leaves: a temporary file beside the target, never the target.
    const partial = join(out, `.${outputOf(4).slice(4)}.0123456789abcdef.tmp`)
    await writeFile(partial, 'partial')
    const before = await stat(join(dir, outputOf(0)))
    await writeFile(join(dir, 'more.jsonl'), `${rows}{"tint": 42}\n\n{"tint": "#00ff00"\n`)

    const result = await podscene(['render', 'template.json', '--data', 'more.jsonl', ...VIDEO])
    expect(written(result).sort()).toEqual([outputOf(4), outputOf(7)].sort())
    expect(result.stderr).toContain(`podscene render: ${outputOf(0)}: already there, skipped\n`)
    expect(result.stderr).toMatch(/podscene render: more\.jsonl:13: data\.tint: .+\n/)
    expect(result.stderr).toMatch(/podscene render: more\.jsonl:15: .+\n/)
    expect(result.stderr).toContain(
      'podscene render: more.jsonl: 14 rows: 2 rendered, 10 already there, 2 failed\n',
    )
    expect(result.code).toBe(1)
    expect(existsSync(partial)).toBe(false)
    expect((await stat(join(dir, outputOf(0)))).mtimeMs).toBe(before.mtimeMs)
    for (const index of [4, 7])
      expect((await probeVideo(join(dir, outputOf(index)))).video.nb_read_frames).toBe('5')
  }, 600_000)

  it('refuses wrong batch options with exit 2', async () => {
    const cases: [string[], string][] = [
      [
        ['--video', 'out/{index}.mp4', '--shard', '3/3'],
        "--shard must be k/n with 0 ≤ k < n (e.g. 0/3), got '3/3'",
      ],
      [
        ['--video', 'out/same.mp4'],
        "--video 'out/same.mp4' needs {index} or a {<slot key>} with --data, so each row gets its own file",
      ],
      [
        ['--video', 'out/{title}.mp4'],
        "--video 'out/{title}.mp4': {title} is not {index} nor a slot of template.json (slots: tint)",
      ],
    ]
    for (const [args, message] of cases) {
      const result = await podscene(['render', 'template.json', '--data', 'rows.jsonl', ...args])
      expect(result.stderr).toBe(
        `podscene render: ${message}\nRun "podscene render --help" for usage.\n`,
      )
      expect(result.code).toBe(2)
    }
    const noData = await podscene(['render', 'template.json', '--video', 'a.mp4', '--shard', '0/2'])
    expect(noData.stderr).toContain('podscene render: --shard needs --data rows.jsonl\n')
    expect(noData.code).toBe(2)
  }, 120_000)
})
