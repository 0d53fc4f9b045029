import { defineConfig } from 'vitest/config'

// Each package owns its vitest config (node or real-Chromium browser mode);
// the root only lists them so `vitest run` runs everything.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'packages/api/vitest.browser.config.ts',
      'apps/*/vitest.config.ts',
      'stories/vitest.config.ts',
      'test/vitest.config.ts',
    ],
  },
})
