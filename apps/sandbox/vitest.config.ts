import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'sandbox',
    environment: 'node',
    // Tests that send hundreds of requests share 2 cores with the rest of the suite in CI.
    testTimeout: 30_000,
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
  },
})
