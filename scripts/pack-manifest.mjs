// The published package.json of a workspace package, for `npm pack` / `npm publish` as well as
// pnpm's. In the workspace, `exports` (and `bin`) point at the TypeScript sources so vitest, vite
// and tsx run without a build; the published manifest takes them from `publishConfig`, and turns
// `workspace:` ranges into the version of that workspace package. pnpm does both itself; npm does
// neither, so each package runs this in `prepack` (after its build) and `postpack`:
//
//   node ../../scripts/pack-manifest.mjs prepack   saves package.json aside, writes the published one
//   node ../../scripts/pack-manifest.mjs postpack  puts the saved package.json back
//
// A pack that dies between the two leaves the saved copy; the next prepack or postpack restores it
// first, so the workspace manifest is never lost.
import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

const ROOT = resolve(import.meta.dirname, '..')
const MANIFEST = 'package.json'
const SAVED = '.package.workspace.json'
const DEPENDENCY_FIELDS = [
  'dependencies',
  'devDependencies',
  'peerDependencies',
  'optionalDependencies',
]
/** Fields of publishConfig that replace the manifest's own when published (as pnpm applies them). */
const PUBLISHED_FIELDS = ['exports', 'bin', 'main', 'module', 'types', 'typings', 'browser']

let versions
const step = process.argv[2]
const dir = process.cwd()

if (step === 'prepack') {
  restoreSaved()
  const text = readFileSync(join(dir, MANIFEST), 'utf8')
  const published = `${JSON.stringify(publishedManifest(JSON.parse(text)), null, 2)}\n`
  writeFileSync(join(dir, SAVED), text)
  writeFileSync(join(dir, MANIFEST), published)
} else if (step === 'postpack') {
  restoreSaved()
} else {
  console.error(`pack-manifest: expected 'prepack' or 'postpack', got ${JSON.stringify(step)}`)
  process.exit(2)
}

function restoreSaved() {
  if (existsSync(join(dir, SAVED))) renameSync(join(dir, SAVED), join(dir, MANIFEST))
}

function publishedManifest(manifest) {
  const out = { ...manifest }
  const publishConfig = { ...manifest.publishConfig }
  for (const field of PUBLISHED_FIELDS) {
    if (!(field in publishConfig)) continue
    out[field] = publishConfig[field]
    delete publishConfig[field]
  }
  if (Object.keys(publishConfig).length > 0) out.publishConfig = publishConfig
  else delete out.publishConfig
  // The workspace's own pack steps mean nothing in the tarball (pnpm drops them too).
  if (out.scripts) {
    const { prepack: _prepack, postpack: _postpack, ...scripts } = out.scripts
    out.scripts = scripts
  }
  for (const field of DEPENDENCY_FIELDS) {
    if (!out[field]) continue
    out[field] = Object.fromEntries(
      Object.entries(out[field]).map(([name, range]) => [name, publishedRange(name, range)]),
    )
  }
  return out
}

/** `workspace:*` → the exact version, `workspace:^` / `workspace:~` → ^version / ~version,
 *  `workspace:<range>` → the range: what pnpm publishes. */
function publishedRange(name, range) {
  if (typeof range !== 'string' || !range.startsWith('workspace:')) return range
  const spec = range.slice('workspace:'.length)
  if (spec !== '*' && spec !== '^' && spec !== '~') return spec
  const version = workspaceVersions().get(name)
  if (!version) {
    console.error(`pack-manifest: ${name} (${range}) is not a package of this workspace`)
    process.exit(1)
  }
  return spec === '*' ? version : `${spec}${version}`
}

function workspaceVersions() {
  if (versions) return versions
  versions = new Map()
  for (const group of ['packages', 'apps']) {
    for (const name of readdirSync(join(ROOT, group))) {
      const file = join(ROOT, group, name, MANIFEST)
      if (!existsSync(file)) continue
      const manifest = JSON.parse(readFileSync(file, 'utf8'))
      versions.set(manifest.name, manifest.version)
    }
  }
  return versions
}
