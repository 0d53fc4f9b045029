// One clipboard for the page (issue 30): menu and keyboard Cut / Copy / Paste of two editors on
// one page reach each other; a paste into the other document keeps keys unique and keyframes
// as copied, in one undo step. Real clicks on the layer-list context menus; the keyboard path
// through the clipboard events the keys fire.
import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { serialize, type Editor, type EditorDocument, type Layer } from '@podscene/core'
import { SceneEditor } from '../../src/index.ts'
import '../../src/styles.css'

const keyframes = [
  { timestamp: 0, func: 'ease-in', properties: { x: 100, alpha: 0 } },
  { timestamp: 1500, func: 'linear', properties: { x: 700, alpha: 1 } },
]
const title = (color: string, animated: boolean): Layer => ({
  key: 'title',
  name: animated ? 'Animated title' : 'Plain title',
  type: 'shape',
  x: 100,
  y: 100,
  w: 300,
  h: 120,
  timeline: { start: 0, end: 3000, ...(animated && { key_frames: keyframes }) },
  prop: { shapeInfo: { type: 'rect', color } },
})
const doc = (layer: Layer): EditorDocument => ({
  aspect_ratio: 1,
  scene: { tracks: [{ index: 0, key: 't', type: 'shape', layers: [layer] }] },
})

async function mountTwo() {
  const editors: Record<'a' | 'b', Editor | null> = { a: null, b: null }
  await render(
    <div style={{ display: 'grid', gap: 8 }}>
      <div data-testid="a" style={{ width: 1100, height: 380 }}>
        <SceneEditor
          defaultValue={doc(title('#ff0000', true))}
          onEditorReady={(e) => void (editors.a = e)}
          timeline={false}
          waveform={false}
        />
      </div>
      <div data-testid="b" style={{ width: 1100, height: 380 }}>
        <SceneEditor
          defaultValue={doc(title('#0000ff', false))}
          onEditorReady={(e) => void (editors.b = e)}
          timeline={false}
          waveform={false}
        />
      </div>
    </div>,
  )
  await expect.poll(() => editors.a && editors.b).toBeTruthy()
  return { a: editors.a!, b: editors.b! }
}

const within = (id: 'a' | 'b') => page.getByTestId(id)
async function menuOnRow(id: 'a' | 'b', row: string, item: string) {
  await userEvent.click(within(id).getByRole('treeitem', { name: row }), { button: 'right' })
  await userEvent.click(page.getByRole('menuitem', { name: item, exact: true }))
}
function clipboardEvent(target: Element, type: 'copy' | 'cut' | 'paste', data: DataTransfer) {
  target.dispatchEvent(
    new ClipboardEvent(type, { bubbles: true, cancelable: true, clipboardData: data }),
  )
}
const canvasOf = (id: 'a' | 'b') =>
  within(id).getByRole('application', { name: 'Scene canvas' }).element()
const layersOf = (editor: Editor) => editor.getTracks().flatMap((t) => t.layers ?? [])
/**
 * The copied keyframes as the pasted layer must hold them: times, easing and values as copied,
 * the positions moved with the layer (a paste over a layer at the same place lands 20 px off it).
 */
const keyframesMovedWith = (pasted: Layer) => {
  const dx = (pasted.x ?? 0) - 100
  return keyframes.map((k) => ({ ...k, properties: { ...k.properties, x: k.properties.x + dx } }))
}

describe('one clipboard for every editor on the page', () => {
  it('menu Copy in one document, menu Paste in the other: a unique key, keyframes intact, one undo step', async () => {
    const { a, b } = await mountTwo()
    const aBefore = serialize(a.document)
    const bBefore = serialize(b.document)
    await menuOnRow('a', 'Animated title', 'Copy')
    await menuOnRow('b', 'Plain title', 'Paste')
    await expect.poll(() => layersOf(b).length).toBe(2)
    const pasted = layersOf(b).find((l) => l.name === 'Animated title')!
    expect(pasted.key).not.toBe('title')
    expect(new Set(layersOf(b).map((l) => l.key)).size).toBe(2)
    expect(pasted.x).toBe(120)
    expect(pasted.timeline?.key_frames).toEqual(keyframesMovedWith(pasted))
    expect(pasted.prop).toEqual({ shapeInfo: { type: 'rect', color: '#ff0000' } })
    expect(b.getState().session.selection).toEqual([pasted.key])
    expect(serialize(a.document)).toBe(aBefore)
    b.undo()
    expect(serialize(b.document)).toBe(bBefore)
  })

  it('menu Cut in one, keyboard paste (an empty system clipboard) in the other', async () => {
    const { a, b } = await mountTwo()
    await menuOnRow('a', 'Animated title', 'Cut')
    expect(layersOf(a)).toHaveLength(0)
    clipboardEvent(canvasOf('b'), 'paste', new DataTransfer())
    const pasted = layersOf(b).find((l) => l.name === 'Animated title')!
    expect(pasted.timeline?.key_frames).toEqual(keyframesMovedWith(pasted))
  })

  it('keyboard copy in one (the clipboard event), menu Paste in the other', async () => {
    const { a, b } = await mountTwo()
    // A name no earlier test copied (the page's clipboard outlives each test's editors).
    a.setLayerField('title', ['name'], 'Copied by the keys')
    a.select(['title'])
    const data = new DataTransfer()
    clipboardEvent(canvasOf('a'), 'copy', data)
    expect(data.getData('text/plain')).toContain('podscene/layers')
    await menuOnRow('b', 'Plain title', 'Paste')
    await expect.poll(() => layersOf(b).length).toBe(2)
    const pasted = layersOf(b).find((l) => l.name === 'Copied by the keys')!
    expect(pasted.timeline?.key_frames).toEqual(keyframesMovedWith(pasted))
  })
})
