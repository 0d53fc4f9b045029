import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import type { Editor } from '@podscene/core'
import { SceneEditor, type AssetProvider, type AssetQuery } from '../../src/index.ts'
import '../../src/styles.css'

async function openPicker(assets: AssetProvider) {
  let editor: Editor | null = null
  await render(
    <div style={{ width: 1200, height: 700 }}>
      <SceneEditor
        defaultValue={{ aspect_ratio: 1, scene: { tracks: [] } }}
        onEditorReady={(e) => {
          editor = e
        }}
        assets={assets}
      />
    </div>,
  )
  await userEvent.click(page.getByRole('button', { name: 'Insert', exact: true }))
  await userEvent.click(page.getByRole('menuitem', { name: 'Image from library…' }))
  const dialog = page.getByRole('dialog', { name: 'Choose image' })
  await expect.element(dialog).toBeVisible()
  return { dialog, editor: () => editor! }
}

const optionNames = () =>
  [...document.querySelectorAll('.ps-asset-picker [role="option"]')].map((o) => o.textContent)

describe('the asset picker searches and pages', () => {
  it('asks a paged provider with the search text and the next cursor; "Load more" appends', async () => {
    const asked: AssetQuery[] = []
    const all = Array.from({ length: 7 }, (_, i) => ({
      url: `https://media.example.test/${i}.png`,
      name: i % 2 ? `Cover ${i}` : `Background ${i}`,
    }))
    const assets: AssetProvider = {
      async list(_kind, query = {}) {
        asked.push({ search: query.search, cursor: query.cursor })
        const found = all.filter((a) => a.name.toLowerCase().includes(query.search ?? ''))
        const from = Number(query.cursor ?? 0)
        const next = from + 3 < found.length ? String(from + 3) : undefined
        return { assets: found.slice(from, from + 3), nextCursor: next }
      },
    }
    const { dialog, editor } = await openPicker(assets)
    await expect.element(dialog.getByRole('option', { name: 'Cover 1' })).toBeVisible()
    // Thumbnails: an image per option.
    expect(document.querySelectorAll('.ps-asset-picker [role="option"] img')).toHaveLength(3)
    await userEvent.click(dialog.getByRole('button', { name: 'Load more' }))
    await expect.element(dialog.getByRole('option', { name: 'Cover 5' })).toBeVisible()
    expect(optionNames()).toHaveLength(6)
    await userEvent.fill(dialog.getByRole('searchbox', { name: 'Search image assets' }), 'cover')
    await expect.poll(optionNames).toEqual(['Cover 1', 'Cover 3', 'Cover 5'])
    expect(asked).toEqual([
      { search: '', cursor: undefined },
      { search: '', cursor: '3' },
      { search: 'cover', cursor: undefined },
    ])
    await userEvent.fill(dialog.getByRole('searchbox', { name: 'Search image assets' }), 'nothing')
    await expect.element(dialog.getByText('No image assets match “nothing”.')).toBeVisible()
    await userEvent.fill(dialog.getByRole('searchbox', { name: 'Search image assets' }), 'cover 3')
    await userEvent.click(dialog.getByRole('option', { name: 'Cover 3' }))
    expect(editor().getLayer('image-1')!.layer.path).toBe('https://media.example.test/3.png')
  })

  it('searches a provider that answers a plain array by name itself', async () => {
    const assets: AssetProvider = {
      list: async () => [
        { url: 'https://media.example.test/a.png', name: 'Studio A' },
        { url: 'https://media.example.test/b.png', name: 'Beach' },
      ],
    }
    const { dialog } = await openPicker(assets)
    await expect.element(dialog.getByRole('option', { name: 'Beach' })).toBeVisible()
    await userEvent.fill(dialog.getByRole('searchbox', { name: 'Search image assets' }), 'stud')
    await expect.poll(optionNames).toEqual(['Studio A'])
    expect(dialog.getByRole('button', { name: 'Load more' }).query()).toBeNull()
  })
})
