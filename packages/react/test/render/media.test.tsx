import { describe, expect, it } from 'vitest'
import { drawCanvas, evaluated, isRed, twoColourImage } from './helpers.tsx'
import { MediaCache } from '../../src/index.ts'
import { TaintedCanvasError } from '../../src/canvas/export-frame.ts'
import { mediaUrlBlockReason } from '../../src/media/url-policy.ts'

const image = (path: string, key = 'img') =>
  evaluated({ key, type: 'image', x: 0, y: 0, w: 200, h: 100, source: { type: 'image', path } })

describe('media that cannot be shown becomes a placeholder with the reason', () => {
  it('names the blocked scheme', async () => {
    const canvas = await drawCanvas({
      layers: [image('javascript:alert(1)')],
      mediaCache: new MediaCache(),
    })
    expect(canvas.texts().join('\n')).toContain('blocked: javascript: URL not allowed')
  })

  it('refuses data: URLs that are not images, and relative paths', () => {
    expect(mediaUrlBlockReason('data:text/html,<b>x</b>')).toBe(
      'blocked: data:text/html URL not allowed',
    )
    expect(mediaUrlBlockReason('images/a.png')).toBe('blocked: relative URL not allowed')
    expect(mediaUrlBlockReason('file:///etc/passwd')).toBe('blocked: file: URL not allowed')
    expect(mediaUrlBlockReason('https://cdn.example.com/a.png')).toBeNull()
    expect(mediaUrlBlockReason('')).toBe('no media URL')
  })

  it('says "failed to load" for an unreachable or broken file', async () => {
    const cache = new MediaCache()
    const canvas = await drawCanvas({
      layers: [
        image('http://127.0.0.1:9/nothing.png', 'a'),
        image('data:image/png;base64,AAAA', 'b'),
      ],
      mediaCache: cache,
    })
    const texts = canvas.texts().join('\n')
    expect(texts.match(/failed to load/g)?.length).toBe(2)
  })

  it('gives up on a slow file after the timeout', async () => {
    const cache = new MediaCache({ timeoutMs: 50, imageLoader: () => new Promise(() => {}) })
    const canvas = await drawCanvas({
      layers: [image('https://slow.example.com/a.png')],
      mediaCache: cache,
    })
    expect(canvas.texts().join('\n')).toContain('timed out after 0.1 s')
    const eight = new MediaCache({ imageLoader: () => new Promise(() => {}) })
    expect(eight.timeoutMs).toBe(8000)
  })

  it('never leaves the stage empty: the canvas background and placeholders still draw', async () => {
    const canvas = await drawCanvas({ layers: [image('vbscript:x')], background: '#ff0000' })
    expect(canvas.stage.find('Rect').length).toBeGreaterThan(1)
  })

  it('decodes each URL once and shares it between layers', async () => {
    let loads = 0
    const path = twoColourImage(4, 4, '#ff0000', '#ff0000')
    const cache = new MediaCache({
      imageLoader: (url) => {
        loads++
        return new Promise((resolve, reject) => {
          const img = new Image()
          img.onload = () => resolve(img)
          img.onerror = reject
          img.src = url
        })
      },
    })
    const canvas = await drawCanvas({
      layers: [image(path, 'a'), image(path, 'b')],
      mediaCache: cache,
    })
    expect(loads).toBe(1)
    expect(isRed(canvas.pixel(100, 50))).toBe(true)
  })
})

describe('export', () => {
  it('exports the canvas area as a PNG blob at the pixel ratio', async () => {
    const canvas = await drawCanvas({
      layers: [image(twoColourImage(4, 4, '#ff0000', '#0000ff'))],
      view: { zoom: 0.5, x: 10, y: 5 },
    })
    const blob = await canvas.handle.exportPng({ pixelRatio: 2 })
    expect(blob.type).toBe('image/png')
    const bitmap = await createImageBitmap(blob)
    expect([bitmap.width, bitmap.height]).toEqual([400, 200])
    const ctx = new OffscreenCanvas(400, 200).getContext('2d')!
    ctx.drawImage(bitmap, 0, 0)
    expect([...ctx.getImageData(10, 100, 1, 1).data]).toEqual([255, 0, 0, 255])
    expect([...ctx.getImageData(390, 100, 1, 1).data]).toEqual([0, 0, 255, 255])
    const url = await canvas.handle.exportDataUrl()
    expect(url.startsWith('data:image/png;base64,')).toBe(true)
  })

  it('names the asset that taints the canvas', async () => {
    // Same server, other origin (localhost vs 127.0.0.1) and no CORS headers: the image loads
    // only without crossOrigin and taints the canvas.
    const other = location.hostname === 'localhost' ? '127.0.0.1' : 'localhost'
    const url = `${location.protocol}//${other}:${location.port}/test/render/fixtures/red.png`
    const canvas = await drawCanvas({ layers: [image(url)], mediaCache: new MediaCache() })
    expect(canvas.texts()).toEqual([])
    expect(canvas.stage.find('Image').length).toBe(1)
    const error = await canvas.handle.exportPng().then(
      () => null,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(TaintedCanvasError)
    expect((error as Error).message).toContain(url)
  })
})
