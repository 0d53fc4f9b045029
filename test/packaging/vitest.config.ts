import { defineConfig } from 'vitest/config'

// The packed-install test (packaging.test.ts): minutes long, so not part of the root `vitest run`;
// `npm test` runs it after the other checks (scripts/test.mjs).
export default defineConfig({
  test: {
    name: 'packaging',
    root: import.meta.dirname,
    environment: 'node',
    include: ['packaging.test.ts'],
    testTimeout: 600_000,
    hookTimeout: 1_800_000,
    fileParallelism: false,
  },
})
