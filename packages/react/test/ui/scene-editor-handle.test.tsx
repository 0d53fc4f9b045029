import { createRef, useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { serialize, type Editor, type EditorDocument } from '@podscene/core'
import { SceneEditor, type SceneEditorHandle } from '../../src/index.ts'
import '../../src/styles.css'

// Odd but valid: unknown fields, a null, key order not the schema's, a 4:3 canvas.
const text = `{"scene":{"tracks":[{"layers":[{"type":"shape","key":"a","x":10,"y":20,"w":400,"h":300,"prop":{"shapeInfo":{"type":"rect","color":"#ff0000"}},"x-vendor":{"keep":true}}],"index":0,"key":"t","name":null}],"extra":[1,2]},"aspect_ratio":4,"unknown_top":"kept"}`
const doc = () => JSON.parse(text) as EditorDocument
const box = { width: 1100, height: 600 }

async function pngSize(blob: Blob): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(blob)
  return { width: bitmap.width, height: bitmap.height }
}

describe('SceneEditor handle', () => {
  it('exports the frame as PNG and data URL at canvas size, the JSON byte-exact', async () => {
    const ref = createRef<SceneEditorHandle>()
    await render(
      <div style={box}>
        <SceneEditor ref={ref} defaultValue={doc()} />
      </div>,
    )
    await expect.element(page.getByRole('treeitem', { name: 'shape a' })).toBeVisible()
    const handle = ref.current!
    ref.current!.editor.select(['a'])
    const png = await handle.exportPng()
    expect(png.type).toBe('image/png')
    expect(await pngSize(png)).toEqual({ width: 1440, height: 1080 })
    expect(await pngSize(await handle.exportPng({ pixelRatio: 0.5 }))).toEqual({
      width: 720,
      height: 540,
    })
    // The shape's red, and no selection drawn over it.
    const bitmap = await createImageBitmap(png)
    const ctx = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!
    ctx.drawImage(bitmap, 0, 0)
    expect([...ctx.getImageData(200, 170, 1, 1).data]).toEqual([255, 0, 0, 255])
    expect([...ctx.getImageData(10, 20, 1, 1).data]).toEqual([255, 0, 0, 255])

    const url = handle.exportDataUrl()
    expect(url.startsWith('data:image/png;base64,')).toBe(true)
    const fromUrl = await (await fetch(url)).blob()
    expect(await pngSize(fromUrl)).toEqual({ width: 1440, height: 1080 })

    // core's serialize: the input's keys in their order, 2-space indent, a final newline.
    const pretty = (json: string) => `${JSON.stringify(JSON.parse(json), null, 2)}\n`
    expect(handle.exportJson()).toBe(pretty(text))
    handle.editor.setGeometry('a', { x: 11 })
    expect(handle.exportJson()).toBe(pretty(text.replace('"x":10', '"x":11')))
    expect(handle.exportJson()).toBe(serialize(handle.editor.document))
  })

  it('play, pause and seek drive the Editor and its Play button', async () => {
    const ref = createRef<SceneEditorHandle>()
    const timed: EditorDocument = {
      tracks: [
        {
          index: 0,
          key: 't',
          layers: [{ key: 'a', type: 'shape', w: 10, h: 10, timeline: { start: 0, end: 60_000 } }],
        },
      ],
    }
    await render(
      <div style={box}>
        <SceneEditor ref={ref} defaultValue={timed} />
      </div>,
    )
    const handle = ref.current!
    handle.seek(1500)
    expect(handle.editor.session.playheadMs).toBe(1500)
    handle.play()
    await expect.element(page.getByRole('button', { name: 'Pause' })).toBeVisible()
    await vi.waitFor(() => expect(handle.editor.session.playheadMs).toBeGreaterThan(1500))
    handle.pause()
    await expect.element(page.getByRole('button', { name: 'Play' })).toBeVisible()
    expect(handle.editor.session.playing).toBe(false)
  })
})

describe('SceneEditor onEditorReady', () => {
  it('fires once per Editor despite new inline callbacks; cleanup on replace and unmount', async () => {
    const ready: Editor[] = []
    const cleaned: Editor[] = []
    let rerender: () => void = () => {}
    let load: (d: EditorDocument) => void = () => {}
    function Host() {
      const [, setTick] = useState(0)
      const [value, setValue] = useState(doc)
      rerender = () => setTick((n) => n + 1)
      load = setValue
      return (
        <div style={box}>
          <SceneEditor
            value={value}
            onChange={setValue}
            // A new function on every render, as embedders write it.
            onEditorReady={(editor) => {
              ready.push(editor)
              const off = editor.on('change', () => {})
              return () => {
                off()
                cleaned.push(editor)
              }
            }}
          />
        </div>
      )
    }
    const screen = await render(<Host />)
    await expect.element(page.getByRole('treeitem', { name: 'shape a' })).toBeVisible()
    expect(ready).toHaveLength(1)
    const first = ready[0]!
    for (let i = 0; i < 3; i++) rerender()
    first.setGeometry('a', { x: 50 }) // an edit passed back as `value`: same Editor
    await userEvent.click(page.getByRole('treeitem', { name: 'shape a' }))
    expect(ready).toEqual([first])
    expect(cleaned).toEqual([])

    load(doc()) // another document from the host: a new Editor
    await vi.waitFor(() => expect(ready).toHaveLength(2))
    expect(ready[1]).not.toBe(first)
    expect(cleaned).toEqual([first])

    await screen.unmount()
    expect(cleaned).toEqual([first, ready[1]])
  })
})
