// Screenshot of the running studio in headless Chromium: node scripts/screenshot.mjs [url] [out.png]
// Clicks "Save template" when SAVE=1 to capture the saved state.
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, chromiumPath } from '../../../scripts/chromium-path.mjs'

const url = process.argv[2] ?? 'http://127.0.0.1:5173/'
const out = process.argv[3] ?? 'studio.png'
const executablePath = chromiumPath()
const browser = await chromium.launch({
  executablePath,
  args: [...CHROMIUM_ARGS],
})
try {
  console.log(`chromium ${browser.version()}`)
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
  page.on('console', (m) => m.type() === 'error' && console.log(`console error: ${m.text()}`))
  page.on('pageerror', (e) => console.log(`page error: ${e.message}`))
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.getByRole('tree', { name: 'Layers' }).waitFor({ timeout: 15000 })
  await page.waitForTimeout(1500)
  if (process.env.SELECT)
    await page.getByRole('treeitem', { name: process.env.SELECT }).first().click()
  if (process.env.SAVE) {
    await page.getByRole('button', { name: 'Save template' }).click()
    await page.getByRole('status').or(page.getByRole('alert')).first().waitFor({ timeout: 15000 })
  }
  await page.waitForTimeout(500)
  await page.screenshot({ path: out })
  console.log(`wrote ${out}`)
} finally {
  await browser.close()
}
