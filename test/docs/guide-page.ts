// A page that mounts the docs' own `tsx example` blocks, for guides-run.test.ts: every block of
// the given guides is written as a module of its own (as the compile step of docs.test.ts
// does), the page is built once with Vite, and `?example=<page>-<n>&export=<name>&props=<json>`
// mounts one exported component in <StrictMode> (as `npm create vite` does) — nothing of the
// example is copied into the test.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import { build, preview } from 'vite'
import { root } from './generate-docs.ts'
import { examplesOf } from './examples.ts'

const site = join(root, 'docs/site')

/** Where the page is written (inside test/, so `@podscene/*` resolve as for the compile step). */
export const guidePageDir = join(import.meta.dirname, '.run')

export interface GuidePage {
  /** The page's origin, e.g. http://127.0.0.1:4173. */
  origin: string
  /** The URL that mounts `exportName` of the `index`-th example (0-based) of a guide. */
  url(guide: string, index: number, exportName: string, props?: unknown): string
  close(): Promise<void>
}

const HARNESS = `import { createElement, StrictMode, type ComponentType } from 'react'
import { createRoot } from 'react-dom/client'
// The app's one import of the styles (the quick start's App.tsx has it; the guides assume it).
import '@podscene/react/styles.css'

const examples = import.meta.glob<Record<string, unknown>>('./examples/*.tsx')
const params = new URLSearchParams(location.search)

async function mount() {
  const name = params.get('example') ?? ''
  const load = examples[\`./examples/\${name}.tsx\`]
  if (!load) throw new Error(\`no example \${name}\`)
  const Component = (await load())[params.get('export') ?? ''] as ComponentType<object>
  if (!Component) throw new Error(\`example \${name} has no export \${params.get('export')}\`)
  const props = JSON.parse(params.get('props') ?? '{}') as object
  createRoot(document.getElementById('root')!).render(
    createElement(StrictMode, null, createElement(Component, props)),
  )
}
void mount()
`

/** Writes the examples of `guides` and the page, builds it with Vite and serves it on loopback. */
export async function buildGuidePage(guides: readonly string[]): Promise<GuidePage> {
  rmSync(guidePageDir, { recursive: true, force: true })
  mkdirSync(join(guidePageDir, 'examples'), { recursive: true })
  for (const guide of guides) {
    const examples = examplesOf(join(site, `guide/${guide}.md`)).filter((e) => e.lang === 'tsx')
    if (examples.length === 0) throw new Error(`docs/site/guide/${guide}.md has no tsx example`)
    examples.forEach((example, index) => {
      writeFileSync(join(guidePageDir, 'examples', `${guide}-${index}.tsx`), `${example.code}\n`)
    })
  }
  writeFileSync(join(guidePageDir, 'main.tsx'), HARNESS)
  writeFileSync(
    join(guidePageDir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>guide examples</title></head>' +
      '<body style="margin:0"><div id="root"></div><script type="module" src="/main.tsx"></script></body></html>\n',
  )
  const outDir = join(guidePageDir, 'dist')
  const config = {
    configFile: false as const,
    logLevel: 'error' as const,
    root: guidePageDir,
    plugins: [react()],
    resolve: { dedupe: ['react', 'react-dom', 'react-konva', 'konva'] },
    build: { outDir, emptyOutDir: true, sourcemap: false },
  }
  await build(config)
  const server = await preview({ ...config, preview: { host: '127.0.0.1', port: 0 } })
  const origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '')
  if (!origin) throw new Error('the guide page server did not report its address')
  return {
    origin,
    url: (guide, index, exportName, props) => {
      const query = new URLSearchParams({ example: `${guide}-${index}`, export: exportName })
      if (props !== undefined) query.set('props', JSON.stringify(props))
      return `${origin}/?${query}`
    },
    close: () => server.close(),
  }
}
