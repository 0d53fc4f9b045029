import { defineConfig } from 'vitest/config'

// Cross-package tests in Node: the @podscene/api client against the real sandbox on loopback,
// and end-to-end tests that drive the studio in headless Chromium (playwright-core).
export default defineConfig({
  test: {
    name: 'integration',
    environment: 'node',
    include: ['integration/**/*.test.ts', 'e2e/**/*.e2e.test.ts', 'docs/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
