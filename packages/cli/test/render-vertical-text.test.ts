import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { decodePng } from './png.ts'
import { REPO_ROOT, runCli } from './run-cli.ts'

// podscene render draws what the canvas draws for the fields of issue 30: vertical CJK text
// (textInfo.writingMode vertical-rl: columns top to bottom, right to left, wrapping by the box
// height) a shape's background blur (shape.background_gauss) over a sharp edge, and a shape's content
// (path in shape.content_position, object_fit).

let dir = ''
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'podscene-render-vertical-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

const EM = 100
const TWO_COLOURS =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="20" height="20" fill="#ff0000"/><rect x="20" width="20" height="20" fill="#0000ff"/></svg>'

/** Rows with white ink in the cell [x0, x0 + EM) × [y0, y0 + EM). */
function inkRows(png: ReturnType<typeof decodePng>, x0: number, y0: number): number {
  let rows = 0
  for (let y = y0; y < y0 + EM; y++) {
    for (let x = x0; x < x0 + EM; x++) {
      const i = (y * png.width + x) * 4
      if (png.rgba[i]! > 160 && png.rgba[i + 1]! > 160 && png.rgba[i + 2]! > 160) {
        rows++
        break
      }
    }
  }
  return rows
}

describe('podscene render: vertical text and background blur', () => {
  it('draws vertical-rl columns right to left, top to bottom, and blurs what is behind a shape', async () => {
    const doc = {
      aspect_ratio: 2,
      scene: {
        bg_color: '#000000',
        tracks: [
          {
            index: 0,
            key: 't',
            layers: [
              { key: 'red', type: 'color', x: 0, y: 700, w: 300, h: 380, color: '#ff0000' },
              { key: 'blue', type: 'color', x: 300, y: 700, w: 780, h: 380, color: '#0000ff' },
              {
                key: 'glass',
                type: 'shape',
                x: 200,
                y: 800,
                w: 200,
                h: 200,
                shape: { type: 'rect', background_gauss: 20 },
              },
              {
                key: 'framed',
                type: 'shape',
                x: 100,
                y: 100,
                w: 200,
                h: 200,
                path: `data:image/svg+xml,${encodeURIComponent(TWO_COLOURS)}`,
                shape: {
                  type: 'rect',
                  object_fit: 'fill',
                  content_position: { x: 0, y: 50, w: 200, h: 100, r: 0 },
                },
              },
              {
                key: 'poem',
                type: 'text',
                x: 600,
                y: 100,
                w: 400,
                h: 330,
                prop: {
                  textInfo: {
                    content: '一國國國一國',
                    fontSize: EM,
                    color: '#ffffff',
                    writingMode: 'vertical-rl',
                  },
                },
              },
            ],
          },
        ],
      },
    }
    const file = join(dir, 'vertical.json')
    const out = join(dir, 'vertical.png')
    await writeFile(file, JSON.stringify(doc))
    const result = await runCli(['render', file, '--at', '0', '-o', out], REPO_ROOT, {
      timeoutMs: 180_000,
    })
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    const png = decodePng(await readFile(out))
    // Three characters a column (3 × 100 ≤ 330): the first column is the rightmost.
    const right = 1000 - EM
    const left = 1000 - 2 * EM
    const cells = [
      [right, 100],
      [right, 200],
      [right, 300],
      [left, 100],
      [left, 200],
      [left, 300],
    ].map(([x, y]) => inkRows(png, x!, y!))
    // "一" is one thin stroke; "國" fills its cell.
    const thin = (n: number) => n > 0 && n < 20
    const full = (n: number) => n > 60
    expect(thin(cells[0]!) && full(cells[1]!) && full(cells[2]!)).toBe(true)
    expect(full(cells[3]!) && thin(cells[4]!) && full(cells[5]!)).toBe(true)
    expect(inkRows(png, 600, 100) + inkRows(png, 700, 100)).toBe(0)
    // The red | blue edge at x = 300 is blurred inside the shape (y 800–1000), sharp outside.
    const at = (x: number, y: number) => [
      ...png.rgba.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 3),
    ]
    expect(at(296, 900)[2]).toBeGreaterThan(40)
    expect(at(296, 750)[2]).toBeLessThan(10)
    // The shape's content: the picture stretched (fill) into its box y 150–250, nothing above.
    expect(at(150, 200)).toEqual([255, 0, 0])
    expect(at(250, 200)).toEqual([0, 0, 255])
    expect(at(150, 120)).toEqual([0, 0, 0])
    console.log(
      `render vertical: ink rows per cell ${cells.join(', ')}; blurred edge ${at(296, 900).join(',')}`,
    )
  }, 200_000)
})
