import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'studio',
    environment: 'node',
    include: ['test/**/*.test.ts'],
  },
})
