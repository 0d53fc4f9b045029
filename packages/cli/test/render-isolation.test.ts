import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderPageDir } from '../src/render/build-page.ts'
import { chromiumArgs, launchChromium } from '../src/render/chromium.ts'
import { decodePng, pixelAt } from './png.ts'
import { startRenderServer, type RenderServer } from '../src/render/render-server.ts'
import { startMediaServer, type MediaServer } from './media-server.ts'
import { runCli } from './run-cli.ts'

let media: MediaServer
beforeAll(async () => {
  media = await startMediaServer()
})
afterAll(() => media?.close())

describe('podscene render without --disable-web-security', { timeout: 240_000 }, () => {
  it('draws an image from another origin that sends no CORS headers, through its proxy', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'podscene-render-proxy-'))
    const image = (key: string, x: number, path: string) => ({
      key,
      type: 'image',
      x,
      y: 0,
      w: 100,
      h: 100,
      fit_mode: 'fill',
      path,
      timeline: { start: 0, end: 0 },
    })
    const template = {
      aspect_ratio: 1,
      scene: {
        bg_color: '#000000',
        tracks: [
          {
            index: 0,
            key: 't',
            layers: [
              image('red', 0, `${media.origin}/red.png`),
              image('gone', 200, `${media.origin}/gone\u001b]0;title\u0007.png`),
            ],
          },
        ],
      },
    }
    await writeFile(join(dir, 't.json'), JSON.stringify(template))
    const out = join(dir, 'frame.png')
    const r = await runCli(
      [
        'render',
        't.json',
        '-o',
        out,
        '--media-timeout',
        '20',
        '--allow-media-origin',
        media.origin,
      ],
      dir,
    )
    expect(r.code, r.stderr).toBe(0)
    // The missing image is a placeholder, named with its control characters escaped.
    expect(r.stderr).toBe(
      `podscene render: placeholder for ${media.origin}/gone\\x1b]0;title\\x07.png: failed to load (HTTP 404)\n`,
    )
    const png = decodePng(await readFile(out))
    expect(pixelAt(png, 50, 50)).toEqual([255, 0, 0, 255])
  })

  it('draws a waveform layer from its audio under the page’s CSP (peaks reduced on the page when blob: workers are refused)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'podscene-render-wave-'))
    const template = {
      aspect_ratio: 1,
      scene: {
        bg_color: '#000000',
        tracks: [
          {
            index: 0,
            key: 't',
            layers: [
              {
                key: 'wave',
                type: 'waveform',
                x: 100,
                y: 400,
                w: 800,
                h: 200,
                timeline: { start: 0, end: 2000 },
                prop: {
                  audioPath: `${media.origin}/tone.wav`,
                  waveformConfig: { color: '#ffffff' },
                },
              },
            ],
          },
        ],
      },
    }
    await writeFile(join(dir, 't.json'), JSON.stringify(template))
    const out = join(dir, 'frame.png')
    const r = await runCli(['render', 't.json', '--at', '500', '-o', out], dir, {
      env: { PODSCENE_ALLOW_MEDIA_ORIGINS: media.origin },
    })
    expect(r.code, r.stderr).toBe(0)
    expect(r.stderr).toBe('')
    // A full-scale tone: bars reach well above and below the box's middle line.
    const png = decodePng(await readFile(out))
    let lit = 0
    for (let x = 100; x < 900; x += 2) {
      for (const y of [430, 570]) if (pixelAt(png, x, y)[0]! > 128) lit++
    }
    expect(lit).toBeGreaterThan(100)
  })

  it('launches Chromium without --disable-web-security', () => {
    expect(chromiumArgs).not.toContain('--disable-web-security')
  })

  describe('the render page', () => {
    let server: RenderServer
    let browser: Browser
    let page: Page
    beforeAll(async () => {
      server = await startRenderServer(await renderPageDir(), {
        policy: { allowedOrigins: [media.origin] },
      })
      browser = await launchChromium()
      page = await browser.newPage()
      await page.goto(`${server.origin}/index.html`)
    })
    afterAll(async () => {
      await browser?.close()
      await server?.close()
    })

    /** What a script in the page gets for `fetch(url)`: the body, or the error's name. */
    const fetchFromPage = (url: string) =>
      page.evaluate(async (u) => {
        try {
          const response = await fetch(u)
          return `${response.status} ${await response.text()}`
        } catch (error) {
          return (error as Error).name
        }
      }, url)

    it('cannot read another origin, even one that allows every origin', async () => {
      expect(await fetchFromPage(`${media.origin}/api`)).toBe('TypeError')
    })

    it('cannot read an API through the proxy, which passes on media only', async () => {
      const api = `/_media?url=${encodeURIComponent(`${media.origin}/api`)}`
      expect(await fetchFromPage(api)).toBe(
        '415 not media: application/json (only image/, audio/, video/ and font/ types are passed on)\n',
      )
      const png = `/_media?url=${encodeURIComponent(`${media.origin}/red.png`)}`
      expect(await fetchFromPage(png)).toMatch(/^200 /)
    })

    it('the proxy refuses URLs outside the allowlist and schemes it does not fetch', async () => {
      for (const url of [
        'file:///etc/passwd',
        'javascript:alert(1)',
        'data:text/html,<b>x</b>',
        'data:image/png;base64,AAAA',
        'ftp://127.0.0.1/x.png',
        '/index.html',
      ]) {
        expect(await fetchFromPage(`/_media?url=${encodeURIComponent(url)}`), url).toBe(
          '403 not a media URL this proxy fetches (http: or https: only)\n',
        )
      }
    })
  })
})
