import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { mountTimeline } from './timeline-harness.tsx'

describe('Timeline track header rename', () => {
  it('a double-click on the name renames the track in place; Escape keeps the old name', async () => {
    const h = await mountTimeline()
    const header = () =>
      h.region.querySelector<HTMLElement>('[data-track-key="front"] .ps-timeline__track-name')!
    await userEvent.dblClick(header())
    const field = page.getByRole('textbox', { name: 'Rename track' })
    await expect.element(field).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    expect('name' in h.editor.getTracks()[1]!).toBe(false)

    await userEvent.dblClick(header())
    await userEvent.fill(page.getByRole('textbox', { name: 'Rename track' }), 'Speakers')
    await userEvent.keyboard('{Enter}')
    expect((h.editor.getTracks()[1] as { name?: string }).name).toBe('Speakers')
    await expect
      .element(page.getByRole('button', { name: 'Move Speakers down' }))
      .toBeInTheDocument()
    h.editor.undo()
    expect('name' in h.editor.getTracks()[1]!).toBe(false)
  })
})
