import { describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { Editor, type EditorDocument } from '@podscene/core'
import { EditorProvider, Timebar } from '../../src/index.ts'

const doc: EditorDocument = {
  aspect_ratio: 1,
  scene: {
    tracks: [
      {
        index: 0,
        key: 't',
        layers: [{ key: 'a', type: 'shape', timeline: { start: 0, end: 4000 } }],
      },
    ],
  },
}

describe('Timebar', () => {
  it('scrubs the playhead over the scene duration without touching history', async () => {
    const editor = new Editor(doc)
    await render(
      <EditorProvider editor={editor}>
        <Timebar />
      </EditorProvider>,
    )
    const slider = page.getByRole('slider', { name: 'Playhead' })
    await expect.element(slider).toHaveAttribute('max', '4000')
    await userEvent.fill(slider, '1500')
    expect(editor.getState().session.playheadMs).toBe(1500)
    await expect.element(page.getByText('0:01.50 / 0:04.00')).toBeVisible()
    await expect.element(slider).toHaveAttribute('aria-valuenow', '1500')
    await expect.element(slider).toHaveAttribute('aria-valuetext', '0:01.50')
    expect(editor.canUndo()).toBe(false)
  })

  it('adds no status region, so a host page keeps its own (the studio save status, docs/architecture.md §4)', async () => {
    const editor = new Editor(doc)
    const { container } = await render(
      <EditorProvider editor={editor}>
        <Timebar />
      </EditorProvider>,
    )
    expect(container.querySelectorAll('output, [role="status"]')).toHaveLength(0)
  })

  it('plays forward from the playhead and pauses', async () => {
    const editor = new Editor(doc)
    await render(
      <EditorProvider editor={editor}>
        <Timebar />
      </EditorProvider>,
    )
    await userEvent.click(page.getByRole('button', { name: 'Play' }))
    await vi.waitFor(() => expect(editor.getState().session.playheadMs).toBeGreaterThan(50))
    await userEvent.click(page.getByRole('button', { name: 'Pause' }))
    const paused = editor.getState().session.playheadMs
    await new Promise((r) => setTimeout(r, 100))
    expect(editor.getState().session.playheadMs).toBe(paused)
  })
})
