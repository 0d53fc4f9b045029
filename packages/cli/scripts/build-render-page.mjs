// `pnpm build` step: the render page (@podscene/react's export/render-page, bundled by vite) goes
// into dist/render-page, so an installed CLI renders without vite or the react sources. Run
// through tsx: the compiled build-page imports @podscene/core, whose workspace entry is TypeScript.
import { resolve } from 'node:path'
import { buildRenderPage } from '../dist/render/build-page.js'

await buildRenderPage(resolve(import.meta.dirname, '../dist/render-page'))
