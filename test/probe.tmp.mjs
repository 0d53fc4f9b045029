import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium-path.mjs'
const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] })
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console:', m.text()) })
await page.goto(process.argv[2] ?? 'http://127.0.0.1:9901/')
await page.waitForTimeout(4000)
await page.screenshot({ path: '/tmp/wf1.png' })
const region = page.getByRole('region', { name: 'Waveform' })
console.log('waveform state', await region.getAttribute('data-state'), await region.getAttribute('data-sources'), await region.getAttribute('data-duration-ms'))
// select the subtitle layer via the layer list
const sub = page.locator('[data-layer-key]').filter({ hasText: /subtitle|Subtitle|karaoke/i }).first()
console.log('sub count', await sub.count())
if (await sub.count()) await sub.click()
await page.waitForTimeout(1000)
await page.screenshot({ path: '/tmp/wf2.png' })
await browser.close()
