// End to end: the studio's IndexedDB stores (apps/studio/src/storage/indexed-db.ts, the `idb`
// library) read what earlier studios wrote with idb-keyval: the same databases, object stores
// and keys. A profile holding a draft and a saved text style in that layout, written before the
// studio ever loads, opens with the draft restored byte for byte and the style listed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { serialize } from '@podscene/core'
import type { Page } from 'playwright-core'
import { startStudioStack, type StudioStack } from './studio-harness.ts'

let stack: StudioStack

beforeAll(async () => {
  stack = await startStudioStack()
}, 120_000)

afterAll(async () => {
  await stack?.close()
})

/** What idb-keyval's `set(key, value, createStore(db, store))` did: open without a version. */
function writeAsIdbKeyval(page: Page, db: string, store: string, key: string, value: unknown) {
  return page.evaluate(
    ({ db, store, key, value }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(db)
        open.onupgradeneeded = () => open.result.createObjectStore(store)
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const tx = open.result.transaction(store, 'readwrite')
          tx.objectStore(store).put(value, key)
          tx.oncomplete = () => {
            open.result.close()
            resolve()
          }
          tx.onerror = () => reject(tx.error)
        }
      }),
    { db, store, key, value },
  )
}

describe('studio storage', () => {
  it('a draft and a text style kept by the idb-keyval studio are read back', async () => {
    const context = await stack.browser.newContext({ viewport: { width: 1280, height: 720 } })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    // A blank page of the studio's origin, so the old layout is written before the studio runs.
    const blank = new URL('/storage-seed', stack.studioUrl).href
    await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<p>seed' }))
    await page.goto(blank)
    const text = serialize({
      aspect_ratio: 1,
      scene: {
        tracks: [
          {
            index: 0,
            key: 'words',
            type: 'text',
            layers: [
              {
                key: 'kept',
                type: 'text',
                name: 'Kept title',
                x: 100,
                y: 100,
                w: 600,
                h: 200,
                timeline: { start: 0, end: 4000 },
                prop: { textInfo: { text: 'Kept from before' } },
                extra: 'unknown fields stay',
              },
            ],
          },
        ],
      },
    })
    // The key the one draft of earlier studios had.
    await writeAsIdbKeyval(page, 'podscene-studio', 'drafts', 'open-document', {
      text,
      name: 'kept',
      label: 'Kept document',
      savedAt: Date.now(),
    })
    await writeAsIdbKeyval(page, 'podscene-studio-text-styles', 'styles', 'styles', [
      { id: 'user:kept', name: 'Kept style', fields: { fontSize: 64 } },
    ])
    await page.unroute(blank)

    await page.goto(stack.studioUrl)
    const notice = page.getByRole('status').filter({ hasText: 'Restored draft from' })
    await notice.waitFor({ timeout: 60_000 })
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export', exact: true }).click(),
    ])
    expect(readFileSync((await download.path())!, 'utf8')).toBe(text)

    await page.getByRole('treeitem', { name: /Kept title/ }).click()
    const styles = page.getByRole('combobox', { name: 'Text style' })
    await styles.waitFor()
    expect(await styles.locator('option').allTextContents()).toContain('Kept style')
    expect(errors).toEqual([])
    await context.close()
  }, 180_000)
})
