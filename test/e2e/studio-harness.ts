// The studio's end-to-end set-up: a real sandbox on a free port, the studio's Vite dev server
// pointed at it, and headless Chromium. Used by studio*.e2e.test.ts.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { expect } from 'vitest'
import type { Browser } from 'playwright-core'
import { startSandbox } from '@podscene/sandbox'
import { launchChromium } from '../support/chromium.ts'

const studioRoot = resolve(import.meta.dirname, '../../apps/studio')
export const SANDBOX_KEY = 'sandbox-key'

type Sandbox = Awaited<ReturnType<typeof startSandbox>>
type CreateServer = (config: Record<string, unknown>) => Promise<ViteServer>
type ViteServer = {
  listen(): Promise<unknown>
  close(): Promise<void>
  resolvedUrls: { local: string[] } | null
}

export interface StudioStack {
  /** The running sandbox (replaced by `startSandboxAgain`). */
  sandbox: Sandbox
  browser: Browser
  /** The studio's page URL. */
  studioUrl: string
  /** A sandbox read (`/open/podcast/v1/...` or `/_sandbox/...`): the envelope's data. */
  sandboxData<T>(path: string): Promise<T>
  /** Stops the sandbox, as if the API went down (the studio keeps running). */
  stopSandbox(): Promise<void>
  /** The sandbox's SQLite file (read it directly when `/_sandbox/*` is off). */
  dbPath: string
  /** Starts it again on the same port with the same database. */
  startSandboxAgain(): Promise<void>
  close(): Promise<void>
}

/** vite is a dependency of apps/studio, not of the root. */
async function createStudioServer(sandboxUrl: string): Promise<ViteServer> {
  const path = createRequire(join(studioRoot, 'package.json')).resolve('vite')
  const { createServer } = (await import(pathToFileURL(path).href)) as {
    createServer: CreateServer
  }
  process.env.VITE_SANDBOX_URL = sandboxUrl
  process.env.VITE_SANDBOX_KEY = SANDBOX_KEY
  const server = await createServer({
    root: studioRoot,
    configFile: join(studioRoot, 'vite.config.ts'),
    logLevel: 'error',
    server: { host: '127.0.0.1', port: 0, strictPort: false },
  })
  await server.listen()
  return server
}

/** `sandbox`: options of the sandbox (e.g. `{ extensions: false }` for a spec-only server). */
export async function startStudioStack(
  options: { sandbox?: Omit<Parameters<typeof startSandbox>[0], 'port' | 'dbPath'> } = {},
): Promise<StudioStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'podscene-studio-e2e-'))
  const dbPath = join(dataDir, 'sandbox.db')
  const sandboxOptions = { rateLimitPerMinute: 0, ...options.sandbox }
  const sandbox = await startSandbox({ ...sandboxOptions, port: 0, dbPath })
  const vite = await createStudioServer(sandbox.url)
  const browser = await launchChromium()
  let running = true
  const stack: StudioStack = {
    sandbox,
    browser,
    studioUrl: vite.resolvedUrls!.local[0]!,
    dbPath,
    async sandboxData<T>(path: string): Promise<T> {
      const response = await fetch(`${stack.sandbox.url}${path}`, {
        headers: { 'X-Api-Key': SANDBOX_KEY },
      })
      const envelope = JSON.parse(await response.text()) as { code: number; data: T }
      expect(envelope.code).toBe(0)
      return envelope.data
    },
    async stopSandbox() {
      running = false
      await stack.sandbox.close()
    },
    async startSandboxAgain() {
      stack.sandbox = await startSandbox({ ...sandboxOptions, port: stack.sandbox.port, dbPath })
      running = true
    },
    async close() {
      await browser.close()
      await vite.close()
      if (running) await stack.sandbox.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
  return stack
}
