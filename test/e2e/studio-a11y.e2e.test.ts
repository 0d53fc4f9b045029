// End to end: axe-core (every rule, every impact) over every screen and dialog of the studio,
// in the light and the dark theme, against a real sandbox in headless Chromium. One browser and
// one page per theme; each screen is opened, checked and closed in turn.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startStudioStack, type StudioStack } from './studio-harness.ts'
import { axeViolations, describeFindings, type AxeFinding } from './axe-report.ts'

let stack: StudioStack

beforeAll(async () => {
  stack = await startStudioStack()
}, 120_000)

afterAll(async () => {
  await stack?.close()
})

interface Screen {
  name: string
  open(page: Page): Promise<unknown>
  close?(page: Page): Promise<unknown>
  /** What axe checks: the whole page (the editor screens), or the overlay just opened. */
  scope?: string
}
const DIALOG = '[role="dialog"]'
const MENU = '[role="menu"]'

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })
const escape = (page: Page) => page.keyboard.press('Escape')
/** Escape, else the dialog's own Close / Cancel button. */
const dismiss = (name: string) => async (page: Page) => {
  await escape(page)
  const open = dialog(page, name)
  if ((await open.count()) === 0) return
  await open
    .getByRole('button', { name: /^(Close|Cancel)$/ })
    .first()
    .click()
  await open.waitFor({ state: 'detached' })
}
const insert = async (page: Page, item: string) => {
  await button(page, 'Insert').click()
  await page.getByRole('menuitem', { name: item, exact: true }).click()
}
const canvas = (page: Page) => page.getByRole('application', { name: 'Scene canvas' })

/** Rulers and grid on (or off) through the "View settings" dialog. */
async function setViewAids(page: Page, on: boolean) {
  await button(page, 'View').click()
  const settings = dialog(page, 'View settings')
  for (const name of ['Show rulers', 'Show grid']) {
    await settings.getByRole('checkbox', { name }).setChecked(on)
  }
  await dismiss('View settings')(page)
  await page
    .getByRole('button', { name: 'Top ruler' })
    .waitFor({ state: on ? 'visible' : 'detached' })
}

/** Every screen of the studio, each opened from the editor and closed back to it. */
const SCREENS: Screen[] = [
  { name: 'editor', open: async () => {} },
  {
    name: 'editor, a text layer selected',
    open: async (page) => {
      await insert(page, 'Text')
      await page.getByRole('treeitem', { name: /^text/ }).first().waitFor()
    },
  },
  {
    name: 'Insert menu',
    open: async (page) => {
      await button(page, 'Insert').click()
      await page.getByRole('menu').waitFor()
    },
    close: escape,
    scope: MENU,
  },
  {
    name: 'canvas context menu',
    open: async (page) => {
      await canvas(page).click({ button: 'right', position: { x: 40, y: 80 } })
      await page.getByRole('menu').waitFor()
    },
    close: escape,
    scope: MENU,
  },
  {
    name: 'Choose image',
    open: async (page) => {
      await insert(page, 'Image from library…')
      await dialog(page, 'Choose image').getByRole('option').first().waitFor()
    },
    close: dismiss('Choose image'),
    scope: DIALOG,
  },
  {
    name: 'Choose audio',
    open: async (page) => {
      await insert(page, 'Audio from library…')
      await dialog(page, 'Choose audio').waitFor()
      await page.getByText(/Loading/).waitFor({ state: 'detached' })
    },
    close: dismiss('Choose audio'),
    scope: DIALOG,
  },
  {
    name: 'Keyboard shortcuts',
    open: async (page) => {
      await canvas(page).focus()
      await page.keyboard.press('?')
      await dialog(page, 'Keyboard shortcuts').waitFor()
    },
    close: dismiss('Keyboard shortcuts'),
    scope: DIALOG,
  },
  {
    name: 'Command palette',
    open: async (page) => {
      await canvas(page).focus()
      await page.keyboard.press('Control+k')
      await dialog(page, 'Command palette').waitFor()
    },
    close: dismiss('Command palette'),
    scope: DIALOG,
  },
  {
    name: 'Save as style',
    open: async (page) => {
      await page.getByRole('treeitem', { name: /^text/ }).first().click()
      await button(page, 'Save as style').click()
      await page.getByRole('textbox', { name: 'Style name' }).waitFor()
    },
    close: async (page) => {
      await page.getByRole('textbox', { name: 'Style name' }).press('Escape')
    },
  },
  {
    name: 'Scene duration',
    open: async (page) => {
      await page.getByRole('button', { name: /^Duration / }).click()
      await dialog(page, 'Scene duration').waitFor()
    },
    close: escape,
    scope: DIALOG,
  },
  {
    name: 'View settings',
    open: async (page) => {
      await button(page, 'View').click()
      await dialog(page, 'View settings').waitFor()
    },
    close: dismiss('View settings'),
    scope: DIALOG,
  },
  {
    name: 'editor with rulers and grid',
    open: (page) => setViewAids(page, true),
    close: (page) => setViewAids(page, false),
  },
  {
    name: 'side panels as drawers (900 px wide)',
    open: async (page) => {
      await page.setViewportSize({ width: 900, height: 700 })
      await button(page, 'Layers').click()
      await page.locator('[data-ps-drawer]').waitFor()
    },
    close: async (page) => {
      await escape(page)
      await page.setViewportSize({ width: 1600, height: 900 })
    },
  },
  {
    name: 'Resize',
    open: async (page) => {
      await button(page, 'Resize').click()
      await dialog(page, 'Resize').waitFor()
    },
    close: dismiss('Resize'),
    scope: DIALOG,
  },
  {
    name: 'New template',
    open: async (page) => {
      await button(page, 'New template').click()
      await dialog(page, 'New template').waitFor()
    },
    close: dismiss('New template'),
    scope: DIALOG,
  },
  {
    name: 'Open project',
    open: async (page) => {
      await button(page, 'Open project').click()
      await dialog(page, 'Open project').getByLabel('Sandbox projects').waitFor()
    },
    close: dismiss('Open project'),
    scope: DIALOG,
  },
  {
    name: 'Project preview',
    open: async (page) => {
      await button(page, 'Open project').click()
      const open = dialog(page, 'Open project')
      const list = open.getByLabel('Sandbox projects')
      await list.waitFor()
      const done = await list
        .locator('option')
        .evaluateAll((options) =>
          options.map((o) => (o as HTMLOptionElement).value).filter(Boolean),
        )
      await list.selectOption(done[0]!)
      await open.getByRole('button', { name: 'Open', exact: true }).click()
      await dialog(page, 'Project preview').waitFor()
    },
    close: dismiss('Project preview'),
    scope: DIALOG,
  },
  {
    name: 'Settings',
    open: async (page) => {
      await button(page, 'Settings').click()
      await dialog(page, 'Settings').waitFor()
    },
    close: dismiss('Settings'),
    scope: DIALOG,
  },
  {
    name: 'Saved templates',
    open: async (page) => {
      await button(page, 'Saved templates').click()
      await dialog(page, 'Saved templates').waitFor()
    },
    close: dismiss('Saved templates'),
    scope: DIALOG,
  },
  {
    name: 'Drafts',
    open: async (page) => {
      await button(page, 'Drafts').click()
      await dialog(page, 'Drafts').waitFor()
    },
    close: dismiss('Drafts'),
    scope: DIALOG,
  },
  {
    name: 'Export video',
    open: async (page) => {
      await button(page, 'Export video').click()
      await dialog(page, 'Export video').waitFor()
    },
    close: dismiss('Export video'),
    scope: DIALOG,
  },
  {
    name: 'Save waveform',
    open: async (page) => {
      await insert(page, 'Waveform')
      await button(page, 'Save waveform').click()
      await dialog(page, 'Save waveform').waitFor()
    },
    close: dismiss('Save waveform'),
    scope: DIALOG,
  },
  {
    name: 'Discard changes?',
    open: async (page) => {
      // A draft's "Discard" in "Drafts" asks first (the edits above left a draft).
      await button(page, 'Drafts').click()
      await dialog(page, 'Drafts').getByRole('button', { name: 'Discard' }).first().click()
      await dialog(page, 'Discard changes?').waitFor()
    },
    close: async (page) => {
      await dismiss('Discard changes?')(page)
      await dismiss('Drafts')(page)
    },
    scope: DIALOG,
  },
]

async function checkEveryScreen(theme: 'light' | 'dark') {
  // axe's last step opens a page in the same context: not the browser's default one.
  const context = await stack.browser.newContext({ viewport: { width: 1600, height: 900 } })
  const page = await context.newPage()
  await page.addInitScript((t) => localStorage.setItem('podscene-studio:theme', t), theme)
  await page.goto(stack.studioUrl, { timeout: 60_000 })
  await page.getByRole('treeitem').first().waitFor({ timeout: 60_000 })
  page.setDefaultTimeout(15_000)
  const found: { screen: string; findings: AxeFinding[] }[] = []
  for (const screen of SCREENS) {
    try {
      await screen.open(page)
    } catch (error) {
      found.push({
        screen: screen.name,
        findings: [
          { rule: 'could not open', impact: 'test', nodes: [String(error).slice(0, 300)] },
        ],
      })
      await escape(page)
      continue
    }
    found.push({ screen: screen.name, findings: await axeViolations(page, screen.scope) })
    if (process.env.A11Y_SHOTS) {
      await page.screenshot({ path: `/tmp/a11y-${theme}-${screen.name.replace(/\W+/g, '-')}.png` })
    }
    await screen.close?.(page)
  }
  await context.close()
  // One line per screen (rule ×nodes), then each distinct node once.
  const seen = new Set<string>()
  const lines = found.map(({ screen, findings }) => {
    const fresh = findings.map((f) => ({
      ...f,
      nodes: f.nodes.filter((n) => !seen.has(f.rule + n)),
    }))
    for (const f of findings) for (const n of f.nodes) seen.add(f.rule + n)
    const counts = findings.map((f) => `${f.rule} (${f.impact}) ×${f.nodes.length}`).join(', ')
    const details = fresh.filter((f) => f.nodes.length > 0)
    return `${theme} · ${screen}: ${counts || '0 violations'}${details.length ? `\n  ${describeFindings(details)}` : ''}`
  })
  console.log(lines.join('\n'))
  return found.filter((f) => f.findings.length > 0).map((f) => f.screen)
}

describe('studio accessibility (axe-core)', () => {
  it.each(['light', 'dark'] as const)(
    'every screen and dialog in the %s theme has no violation',
    async (theme) => {
      expect(await checkEveryScreen(theme)).toEqual([])
    },
    240_000,
  )
})
