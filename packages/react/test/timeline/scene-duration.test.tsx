import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { serialize } from '@podscene/core'
import { layerOf } from '../interaction/harness.tsx'
import { clipLayer, mountTimeline } from './timeline-harness.tsx'

const end = (h: Awaited<ReturnType<typeof mountTimeline>>, key: string) =>
  layerOf(h.editor, key).timeline?.end

const field = () =>
  page.getByRole('dialog', { name: 'Scene duration' }).getByLabelText('Scene duration')

async function setDuration(current: string, seconds: string) {
  await userEvent.click(page.getByRole('button', { name: current, exact: true }))
  await userEvent.fill(field(), seconds)
  await userEvent.click(page.getByRole('button', { name: 'Set', exact: true }))
}

describe('Scene duration', () => {
  it('lengthening moves the end of the layers that end last; one undo step', async () => {
    const h = await mountTimeline()
    const before = serialize(h.editor.document)
    await setDuration('Duration 0:06.00', '8.5')
    expect([end(h, 'a'), end(h, 'b'), end(h, 'bg')]).toEqual([3000, 8500, 0])
    await expect.element(page.getByRole('button', { name: 'Duration 0:08.50' })).toBeVisible()
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
    h.editor.undo()
    expect(serialize(h.editor.document)).toBe(before)
  })

  it('shortening cuts every layer ending later, and is refused when a layer would start after the end', async () => {
    const h = await mountTimeline()
    await setDuration('Duration 0:06.00', '5')
    expect([end(h, 'a'), end(h, 'b'), end(h, 'bg')]).toEqual([3000, 5000, 0])
    const before = serialize(h.editor.document)
    await setDuration('Duration 0:05.00', '2.5')
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(
        'Scene duration not changed: "text b" starts at 0:04.00, at or after the new end 0:02.50; move or delete it first',
      )
    expect(serialize(h.editor.document)).toBe(before)
    await userEvent.fill(field(), '0')
    await userEvent.click(page.getByRole('button', { name: 'Set', exact: true }))
    await expect.element(page.getByRole('alert')).toHaveTextContent('above 0')
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
    expect(serialize(h.editor.document)).toBe(before)
  })

  it('a still (every end 0) gets the duration on its open-ended layers', async () => {
    const h = await mountTimeline({
      aspect_ratio: 1,
      scene: {
        tracks: [
          { index: 0, key: 'back', type: 'image', layers: [clipLayer('bg', 0, 0, 'image')] },
          { index: 1, key: 'front', layers: [clipLayer('a', 0, 0), clipLayer('b', 500, 0)] },
        ],
      },
    })
    await setDuration('Still (no duration)', '4')
    expect([end(h, 'a'), end(h, 'b'), end(h, 'bg')]).toEqual([4000, 4000, 4000])
    await expect.element(page.getByRole('button', { name: 'Duration 0:04.00' })).toBeVisible()
    h.editor.undo()
    expect([end(h, 'a'), end(h, 'b'), end(h, 'bg')]).toEqual([0, 0, 0])
  })
})
