// `readOnly` reaches the editor's parts through a context (state/read-only.ts), not a prop handed
// down: <SceneEditor readOnly> reaches the timeline's track buttons and duration and the
// inspector's layout buttons; an exported panel's own `readOnly` reaches the parts under it.
import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { Editor, type EditorDocument } from '@podscene/core'
import { EditorProvider, Inspector, SceneEditor, Timeline } from '../../src/index.ts'
import '../../src/styles.css'

const doc = (): EditorDocument => ({
  aspect_ratio: 1,
  scene: {
    duration: 6000,
    tracks: [
      {
        index: 0,
        key: 't',
        layers: [
          { key: 'a', type: 'shape', x: 100, y: 100, w: 200, h: 100, start: 0, end: 6000 },
          { key: 'b', type: 'shape', x: 400, y: 300, w: 100, h: 100, start: 0, end: 6000 },
        ],
      },
    ],
  },
})

const box = { width: 1200, height: 700 }
const hideTrack = () => page.getByRole('button', { name: /^Hide / }).first()
const lockTrack = () => page.getByRole('button', { name: /^Lock / }).first()
const durationButton = () => page.getByTitle('Scene duration: click to change')

describe('readOnly from the editor context', () => {
  it('<SceneEditor readOnly> reaches the track buttons and the duration', async () => {
    const screen = await render(
      <div style={box}>
        <SceneEditor defaultValue={doc()} readOnly />
      </div>,
    )
    await expect.element(hideTrack()).toBeDisabled()
    await expect.element(lockTrack()).toBeDisabled()
    expect(durationButton().query()).toBeNull()
    await screen.unmount()
  })

  it('the same editor without readOnly: enabled', async () => {
    const screen = await render(
      <div style={box}>
        <SceneEditor defaultValue={doc()} />
      </div>,
    )
    await expect.element(hideTrack()).toBeEnabled()
    await expect.element(durationButton()).toBeVisible()
    await screen.unmount()
  })

  it('an exported <Timeline readOnly> hands its own flag to its track headers and duration', async () => {
    const editor = new Editor(doc())
    const screen = await render(
      <div style={box}>
        <EditorProvider editor={editor}>
          <Timeline readOnly />
        </EditorProvider>
      </div>,
    )
    await expect.element(hideTrack()).toBeDisabled()
    expect(durationButton().query()).toBeNull()
    await screen.unmount()
    await render(
      <div style={box}>
        <EditorProvider editor={editor}>
          <Timeline />
        </EditorProvider>
      </div>,
    )
    await expect.element(hideTrack()).toBeEnabled()
  })

  it('an exported <Inspector readOnly> hides its layout buttons', async () => {
    const editor = new Editor(doc())
    editor.select(['a', 'b'])
    await render(
      <EditorProvider editor={editor}>
        <div data-testid="editable">
          <Inspector />
        </div>
        <div data-testid="read-only">
          <Inspector readOnly />
        </div>
      </EditorProvider>,
    )
    const editable = page.getByTestId('editable')
    const readOnly = page.getByTestId('read-only')
    await expect
      .element(editable.getByRole('button', { name: 'Align left', exact: true }))
      .toBeVisible()
    await expect.element(readOnly.getByText('2 layers selected')).toBeVisible()
    expect(readOnly.getByRole('button', { name: 'Align left', exact: true }).query()).toBeNull()
  })
})
