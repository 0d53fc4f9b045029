import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer, type Server } from 'node:http'
import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { decodePng } from './png.ts'
import { REPO_ROOT, runCli } from './run-cli.ts'

// podscene render draws text in its layer's font (issue 24): a font library family (served by
// the render page itself), an uploaded TTF by URL, and a font that does not load reported as
// missing-font on stderr (drawn in a fallback face, the frame still written).

const ttf = join(REPO_ROOT, 'packages/react/test/render/fixtures/lobster-latin.ttf')
let origin = ''
let server: Server
let dir = ''

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'podscene-render-fonts-'))
  const bytes = await readFile(ttf)
  server = createServer((request, response) => {
    if (request.url === '/brand.ttf')
      response.writeHead(200, { 'content-type': 'font/ttf' }).end(bytes)
    else response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const text = (key: string, y: number, family: string, file: string) => ({
  key,
  type: 'text',
  x: 40,
  y,
  w: 1000,
  h: 120,
  prop: {
    textInfo: {
      content: 'Hamburgefonstiv',
      fontSize: 80,
      color: '#ffffff',
      fontFamily: family,
      fontFileName: file,
    },
  },
})

/** Columns with ink in rows [y0, y1) of a white-on-black frame: the drawn text's extent. */
function inkWidth(png: ReturnType<typeof decodePng>, y0: number, y1: number): number {
  let first = -1
  let last = -1
  for (let x = 0; x < png.width; x++) {
    for (let y = y0; y < y1; y++) {
      if (png.rgba[(y * png.width + x) * 4]! > 128) {
        if (first < 0) first = x
        last = x
        break
      }
    }
  }
  return first < 0 ? 0 : last - first + 1
}

describe('podscene render: fonts', () => {
  it('draws library and uploaded faces, and reports a font that does not load as missing-font', async () => {
    const doc = {
      aspect_ratio: 1,
      scene: {
        bg_color: '#000000',
        tracks: [
          {
            index: 0,
            key: 't',
            layers: [
              text('sans', 40, 'sans-serif', ''),
              text('inter', 200, 'Inter', 'inter-latin-400-normal.woff2'),
              text('brand', 360, 'Brand', `${origin}/brand.ttf`),
              text('gone', 520, 'Gone', `${origin}/gone.woff2`),
            ],
          },
        ],
      },
    }
    const file = join(dir, 'fonts.json')
    const out = join(dir, 'fonts.png')
    await writeFile(file, JSON.stringify(doc))
    const result = await runCli(
      [
        'render',
        file,
        '--at',
        '0',
        '-o',
        out,
        '--allow-media-origin',
        origin,
        '--media-timeout',
        '5',
      ],
      REPO_ROOT,
      { timeoutMs: 180_000 },
    )
    expect(result.stderr).toContain(
      `podscene render: missing-font: "Gone" (${origin}/gone.woff2): `,
    )
    expect(result.stderr).toContain('404')
    expect(result.stderr).not.toContain('placeholder for')
    expect(result.code).toBe(0)
    const png = decodePng(await readFile(out))
    const widths = [40, 200, 360, 520].map((y) => inkWidth(png, y, y + 110))
    // Each face sets the word at its own width; the missing font falls back to sans-serif.
    expect(widths.every((w) => w > 200)).toBe(true)
    expect(Math.abs(widths[1]! - widths[0]!)).toBeGreaterThan(10)
    expect(Math.abs(widths[2]! - widths[0]!)).toBeGreaterThan(10)
    expect(Math.abs(widths[3]! - widths[0]!)).toBeLessThanOrEqual(1)
    console.log(
      `render fonts: ink widths sans ${widths[0]}, Inter ${widths[1]}, TTF ${widths[2]}, missing ${widths[3]} px`,
    )
  }, 200_000)
})
