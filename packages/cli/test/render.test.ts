import { describe, expect, it, beforeAll } from 'vitest'
import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { decodePng, pixelAt } from './png.ts'
import { REPO_ROOT, runCli } from './run-cli.ts'

const podscene = (args: string[]) => runCli(args, REPO_ROOT, { timeoutMs: 180_000 })

let dir = ''
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'podscene-render-'))
})

const layer = (fields: Record<string, unknown>) => ({ timeline: { start: 0, end: 0 }, ...fields })

/** A template the renderer has no special knowledge of: every kind, odd fields, unknown keys. */
const template = {
  aspect_ratio: 0,
  vendor_field: { kept: true },
  scene: {
    bg_color: '#102030',
    tracks: [
      {
        index: 1,
        key: 'top',
        type: 'overlay',
        layers: [
          layer({
            key: 'red',
            type: 'shape',
            x: 100,
            y: 300,
            w: 200,
            h: 100,
            prop: { shapeInfo: { type: 'rect', color: '#ff0000' } },
          }),
          layer({
            key: 'late',
            type: 'color',
            x: 600,
            y: 300,
            w: 200,
            h: 100,
            color: '#00ff00',
            timeline: { start: 5000, end: 6000 },
          }),
          layer({
            key: 'rot',
            type: 'color',
            x: 400,
            y: 1000,
            w: 200,
            h: 40,
            r: 90,
            color: '#0000ff',
          }),
          layer({
            key: 'img',
            type: 'image',
            x: 100,
            y: 1500,
            w: 400,
            h: 200,
            path: 'http://127.0.0.1:9/missing.png',
          }),
          layer({ key: 'sticker', type: 'sticker3d', x: 600, y: 1500, w: 300, h: 200 }),
        ],
      },
      {
        index: 0,
        key: 'bottom',
        type: 'main',
        layers: [
          layer({ key: 'under', type: 'color', x: 150, y: 320, w: 40, h: 40, color: '#ffffff' }),
        ],
      },
    ],
  },
}

describe('podscene render', () => {
  it('draws a template it has never seen at the full canvas size of its aspect ratio', async () => {
    const file = join(dir, 'template.json')
    const out = join(dir, 'frame.png')
    await writeFile(file, JSON.stringify(template))
    // Port 9 on loopback, allowed as a media origin: nothing listens there.
    const result = await podscene([
      'render',
      file,
      '--at',
      '1000',
      '-o',
      out,
      '--allow-media-origin',
      'http://127.0.0.1:9',
    ])
    expect(result.stderr).toContain(
      'placeholder for http://127.0.0.1:9/missing.png: failed to load (ECONNREFUSED)',
    )
    expect(result.code).toBe(0)
    const png = decodePng(await readFile(out))
    expect([png.width, png.height]).toEqual([1080, 1920])
    expect(pixelAt(png, 160, 340)).toEqual([255, 0, 0, 255]) // red on top of the lower track's white
    expect(pixelAt(png, 50, 50)).toEqual([16, 32, 48, 255]) // bg_color
    expect(pixelAt(png, 700, 350)).toEqual([16, 32, 48, 255]) // not visible at 1000 ms
    expect(pixelAt(png, 500, 930)).toEqual([0, 0, 255, 255]) // rotated about its centre (500, 1020)
    expect(pixelAt(png, 420, 1020)).toEqual([16, 32, 48, 255])
    expect(pixelAt(png, 300, 1600)).not.toEqual([16, 32, 48, 255]) // placeholder, not empty
  }, 180_000)

  it('renders a bare scene at 16:9, scaled', async () => {
    const file = join(dir, 'scene.json')
    const out = join(dir, 'scene.png')
    await writeFile(
      file,
      JSON.stringify({
        tracks: [
          { layers: [layer({ type: 'color', x: 960, y: 540, w: 960, h: 540, color: '#ff0000' })] },
        ],
      }),
    )
    const result = await podscene(['render', file, '--at', '0', '-o', out, '--scale', '0.5'])
    expect(result.code).toBe(0)
    const png = decodePng(await readFile(out))
    expect([png.width, png.height]).toEqual([960, 540])
    expect(pixelAt(png, 700, 400)).toEqual([255, 0, 0, 255])
    expect(pixelAt(png, 200, 100)).toEqual([0, 0, 0, 255])
  }, 180_000)

  it('reports bad input in one line without starting a browser', async () => {
    const file = join(dir, 'bad.json')
    await writeFile(file, JSON.stringify({ tracks: [{ layers: [{ x: 'left' }] }] }))
    const bad = await podscene(['render', file, '-o', join(dir, 'x.png')])
    expect(bad.code).toBe(1)
    expect(bad.stderr.trim()).toBe(
      `podscene render: ${file}: tracks[0].layers[0].x: expected number, got string`,
    )
    const usage = await podscene(['render', file, '--at', 'soon', '-o', join(dir, 'x.png')])
    expect(usage.code).toBe(2)
    expect(usage.stderr.split('\n')[0]).toBe(
      "podscene render: --at must be a number from 0 to any, got 'soon'",
    )
    const missing = await podscene(['render', join(dir, 'none.json'), '-o', join(dir, 'x.png')])
    expect(missing.stderr.trim()).toBe(`podscene render: ${join(dir, 'none.json')}: no such file`)
  }, 60_000)
})
