import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium-path.mjs'

const executablePath = chromiumPath()

// The same unit tests in real Chromium: the client uses only fetch, AbortController and Web Crypto.
export default defineConfig({
  test: {
    name: 'api-browser',
    include: ['test/**/*.test.ts'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath, args: [...CHROMIUM_ARGS] },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
})
