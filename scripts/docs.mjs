// `pnpm docs`: the docs site (docs/site) with the typedoc reference, into docs/site/.vitepress/dist.
// `pnpm docs:dev`: the site on http://127.0.0.1:5174/ (Vite dev server; the reference as last built).
// Both first write the generated pages (data model, theming variables) from the code.
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const site = join(root, 'docs/site')
const bin = (name) => join(root, 'node_modules/.bin', name)
const vitepress = join(site, 'node_modules/vitepress/bin/vitepress.js')

function step(cmd, args, cwd = root) {
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit' })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

const mode = process.argv[2] ?? 'build'
step(bin('tsx'), ['test/docs/generate-docs.ts'])
if (mode === 'dev') {
  step(process.execPath, [
    vitepress,
    'dev',
    site,
    '--host',
    '127.0.0.1',
    '--port',
    process.env.DOCS_PORT ?? '5174',
  ])
} else {
  // The reference: typedoc's HTML (docs/site/typedoc.json: the root one without the markdown
  // plugin, into public/reference/).
  const reference = join(site, 'public/reference')
  rmSync(reference, { recursive: true, force: true })
  step(bin('typedoc'), ['--options', join(site, 'typedoc.json')])
  step(process.execPath, [vitepress, 'build', site])
  console.log(`docs: ${join(site, '.vitepress/dist')}/index.html`)
}
