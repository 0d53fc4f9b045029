import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { playwright } from '@vitest/browser-playwright'
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium-path.mjs'
import { fontLibraryPlugin } from '../../scripts/font-library-plugin.ts'
import { encodeClickSound } from './test/video/ffmpeg-audio-command.ts'

const executablePath = chromiumPath()

export default defineConfig({
  // The font library at /fonts/, as the studio and the render page serve it.
  plugins: [react(), fontLibraryPlugin(new URL('./package.json', import.meta.url).pathname)],
  // No CORS headers, so a test can load an image from the other loopback name and taint a canvas.
  server: { cors: false },
  // Pre-bundled up front so vite does not reload the page mid-run when it discovers them.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-dev-runtime',
      'react-konva',
      'konva',
      'vitest-browser-react',
      'wavesurfer.js',
      'wavesurfer.js/dist/plugins/regions.esm.js',
      'idb',
      '@floating-ui/dom',
      'mediabunny',
      // core's colour rule (CommonJS-free but found late otherwise, which reloads the page).
      '@podscene/core > colord',
      '@podscene/core > colord/plugins/names',
    ],
  },
  test: {
    name: 'react',
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath, args: [...CHROMIUM_ARGS] } }),
      instances: [{ browser: 'chromium' }],
      viewport: { width: 1280, height: 800 },
      // Test sounds encoded by ffmpeg (MP3, AAC, FLAC), none stored.
      commands: { encodeClickSound },
    },
  },
})
