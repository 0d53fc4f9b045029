// Issue 26 item 1 in the studio: imports the attack templates (attack-templates.ts) through the
// studio's Import button in headless Chromium and prints how long until it says "Opened …", the
// long tasks (PerformanceObserver 'longtask') during the open and the 3 s after, and the long
// tasks after an edit (a layer duplicated with Ctrl+D). Targets: a 5,000-layer template opens in
// ≤ 3 s; no task over 200 ms follows an edit. Asserts nothing.
// Run: pnpm bench studio-open   (or: pnpm exec tsx test/bench/studio-open.bench.ts)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import type { Page } from 'playwright-core'
import { startSandbox } from '@podscene/sandbox'
import { launchChromium } from '../support/chromium.ts'
import { manyLayersTemplate, textKeyframesTemplate } from './attack-templates.ts'

const studioRoot = resolve(import.meta.dirname, '../../apps/studio')

async function studioServer(sandboxUrl: string) {
  const path = createRequire(join(studioRoot, 'package.json')).resolve('vite')
  const vite = (await import(pathToFileURL(path).href)) as {
    createServer(config: object): Promise<{
      listen(): Promise<unknown>
      close(): Promise<void>
      resolvedUrls: { local: string[] } | null
    }>
  }
  process.env.VITE_SANDBOX_URL = sandboxUrl
  process.env.VITE_SANDBOX_KEY = 'sandbox-key'
  const server = await vite.createServer({
    root: studioRoot,
    configFile: join(studioRoot, 'vite.config.ts'),
    logLevel: 'error',
    server: { host: '127.0.0.1', port: 0, strictPort: false },
  })
  await server.listen()
  return server
}

declare global {
  interface Window {
    longTasks?: { start: number; duration: number }[]
  }
}

const longTasksSince = (page: Page, since: number) =>
  page.evaluate((t) => (window.longTasks ?? []).filter((x) => x.start >= t), since)

function describeTasks(tasks: { duration: number }[]) {
  if (tasks.length === 0) return 'no long task'
  const max = Math.max(0, ...tasks.map((t) => t.duration))
  const total = tasks.reduce((n, t) => n + t.duration, 0)
  return `${tasks.length} long tasks, longest ${max.toFixed(0)} ms, total ${total.toFixed(0)} ms`
}

async function main() {
  const scratch = mkdtempSync(join(tmpdir(), 'podscene-studio-open-bench-'))
  const dataDir = mkdtempSync(join(tmpdir(), 'podscene-studio-open-db-'))
  const sandbox = await startSandbox({
    port: 0,
    dbPath: join(dataDir, 'db'),
    rateLimitPerMinute: 0,
  })
  const server = await studioServer(sandbox.url)
  const browser = await launchChromium()
  try {
    console.log(`Chromium ${browser.version()}`)
    const files: [string, unknown][] = [
      ['layers-5000.json', manyLayersTemplate(5000)],
      ['text-keyframes-124k.json', textKeyframesTemplate(100_000, 300)],
      ['text-keyframes-57k.json', textKeyframesTemplate(45_000, 150)],
    ]
    for (const [name, value] of files) {
      const file = join(scratch, name)
      writeFileSync(file, JSON.stringify(value))
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
      await page.addInitScript(() => {
        window.longTasks = []
        new PerformanceObserver((list) => {
          for (const e of list.getEntries())
            window.longTasks!.push({ start: e.startTime, duration: e.duration })
        }).observe({ type: 'longtask', buffered: true })
      })
      await page.goto(server.resolvedUrls!.local[0]!)
      await page.getByRole('button', { name: 'Import' }).waitFor({ timeout: 120_000 })
      await page.waitForTimeout(1000)
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByRole('button', { name: 'Import' }).click(),
      ])
      const before = await page.evaluate(() => performance.now())
      await chooser.setFiles(file)
      await page
        .getByRole('status')
        .filter({ hasText: `Opened ${name}` })
        .waitFor({ timeout: 300_000 })
      const opened = await page.evaluate(() => performance.now())
      await page.waitForTimeout(3000)
      const openTasks = await longTasksSince(page, before)
      // An edit: select the first layer of the tree and duplicate it.
      await page.getByRole('treeitem').first().click()
      await page.waitForTimeout(1500)
      const editAt = await page.evaluate(() => performance.now())
      await page.keyboard.press('Control+d')
      await page.waitForTimeout(3000)
      const editTasks = await longTasksSince(page, editAt)
      console.log(
        `${name.padEnd(26)} ${(JSON.stringify(value).length / 1024).toFixed(0).padStart(5)} KB: opened in ${(opened - before).toFixed(0)} ms; open + 3 s: ${describeTasks(openTasks)}; after an edit (3 s): ${describeTasks(editTasks)}`,
      )
      await page.close()
    }
  } finally {
    await browser.close()
    await server.close()
    await sandbox.close()
    rmSync(scratch, { recursive: true, force: true })
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
