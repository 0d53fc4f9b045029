import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { fontLibraryPlugin } from '../../scripts/font-library-plugin.ts'

// STUDIO_PORT: the dev server's port (`npm start` passes it on; README contracts).
const port = Number(process.env.STUDIO_PORT) || 5173

export default defineConfig({
  plugins: [react(), fontLibraryPlugin(new URL('./package.json', import.meta.url).pathname)],
  server: { host: '127.0.0.1', port, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  // Konva, React and the editor in one chunk: fine for an authoring app.
  build: { chunkSizeWarningLimit: 1500 },
})
