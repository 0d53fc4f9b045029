// The steps a walkthrough of the studio repeats (insert, pick an asset, type into a field, move
// the playhead, download), written once for every e2e file that drives the studio by hand.
import { readFileSync } from 'node:fs'
import { expect } from 'vitest'
import type { Locator, Page } from 'playwright-core'

export interface StudioSteps {
  inspector(): Locator
  /** Insert › an item of the menu (its exact name). */
  insert(name: string): Promise<void>
  /** Picks an asset in the "Choose image" / "Choose audio" dialog and waits for it to close. */
  chooseAsset(kind: 'image' | 'audio', name: string): Promise<void>
  /** Selects the input's text, types the value and presses Enter. */
  typeInto(input: Locator, value: string): Promise<void>
  /** The layer's own inspector field (Geometry, Appearance): the first of that name. */
  field(label: string, value: string): Promise<void>
  /** Puts the playhead at `ms` through its slider and waits until it says so. */
  setPlayhead(ms: number): Promise<void>
  /** Clicks the button and returns the bytes of the file it downloads. */
  download(button: string): Promise<Buffer>
}

/** The steps, on the page `page()` returns (a page made in `beforeAll`). */
export function studioSteps(page: () => Page): StudioSteps {
  const inspector = () => page().getByRole('region', { name: 'Inspector' })
  const typeInto = async (input: Locator, value: string) => {
    await input.click()
    await input.press('Control+A')
    await input.pressSequentially(value)
    await input.press('Enter')
  }
  return {
    inspector,
    typeInto,
    async insert(name) {
      await page().getByRole('button', { name: 'Insert', exact: true }).click()
      await page().getByRole('menuitem', { name, exact: true }).click()
    },
    async chooseAsset(kind, name) {
      const picker = page().getByRole('dialog', { name: `Choose ${kind}` })
      await picker.getByRole('option', { name, exact: true }).click()
      await picker.waitFor({ state: 'detached' })
    },
    async field(label, value) {
      await typeInto(inspector().getByLabel(label, { exact: true }).first(), value)
    },
    async setPlayhead(ms) {
      const slider = page().getByRole('slider', { name: 'Playhead' })
      await slider.focus()
      await slider.press('Home')
      await slider.fill(String(ms))
      await expect.poll(() => slider.getAttribute('aria-valuenow')).toBe(String(ms))
    },
    async download(button) {
      const [file] = await Promise.all([
        page().waitForEvent('download'),
        page().getByRole('button', { name: button, exact: true }).click(),
      ])
      return readFileSync((await file.path())!)
    },
  }
}
