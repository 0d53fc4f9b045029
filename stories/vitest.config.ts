import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium-path.mjs'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const executablePath = chromiumPath()

// Every story renders (and runs its play function) in real Chromium.
export default defineConfig({
  plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
  // CommonJS packages the stories and Storybook's setup import, pre-bundled as ESM.
  optimizeDeps: {
    include: [
      'react',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-dom',
      'react-dom/client',
      'react-konva',
      'konva',
      'storybook/test',
      // core's colour rule (CommonJS-free but found late otherwise, which reloads the page).
      '@podscene/core > colord',
      '@podscene/core > colord/plugins/names',
      '@podscene/react > fuzzysort',
      '@podscene/react > wavesurfer.js',
      '@podscene/react > wavesurfer.js/dist/plugins/regions.esm.js',
      '@podscene/react > idb',
      '@podscene/react > @floating-ui/dom',
    ],
  },
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        // Storybook's userEvent is synthetic (no user activation): let the sound stories play.
        launchOptions: {
          executablePath,
          args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
})
