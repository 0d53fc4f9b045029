import { defineConfig } from 'vitest/config'

// Cross-package tests in Node: the @podscene/api client against the real sandbox on loopback.
export default defineConfig({
  test: {
    name: 'integration',
    environment: 'node',
    include: ['integration/**/*.test.ts'],
    testTimeout: 20_000,
  },
})
