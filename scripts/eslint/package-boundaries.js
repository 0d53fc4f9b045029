// ESLint rule `podscene/package-boundaries`: workspace packages meet only through their public
// exports, in the direction their package.json files declare.
// - `@podscene/x/sub` must be a key of x's `exports` map (no `@podscene/x/src/...`);
// - a package imports `@podscene/x` only when x is in its own dependencies (core ← api ← react ←
//   apps; cli uses core and react): the manifests are the one statement of the direction;
// - a relative import must not resolve into another workspace package's folder.
import { readdirSync, readFileSync, existsSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'

const root = resolve(import.meta.dirname, '../..')

function workspacePackages() {
  const dirs = ['stories', 'test']
  for (const group of ['packages', 'apps']) {
    for (const name of readdirSync(join(root, group))) dirs.push(join(group, name))
  }
  return dirs
    .filter((dir) => existsSync(join(root, dir, 'package.json')))
    .map((dir) => {
      const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'))
      const deps = {
        ...manifest.dependencies,
        ...manifest.devDependencies,
        ...manifest.peerDependencies,
      }
      return {
        dir: join(root, dir),
        name: manifest.name,
        exports: new Set(Object.keys(manifest.exports ?? {})),
        deps: new Set(Object.keys(deps)),
      }
    })
}

const packages = workspacePackages()
const byName = new Map(packages.map((p) => [p.name, p]))
const owner = (file) => packages.find((p) => file === p.dir || file.startsWith(p.dir + sep))

export const packageBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'workspace packages import each other only through public exports' },
    schema: [],
  },
  create(context) {
    const file = context.filename
    const from = owner(file)
    if (!from) return {}
    function check(node) {
      const spec = node?.value
      if (typeof spec !== 'string') return
      if (spec.startsWith('.')) {
        const to = owner(resolve(dirname(file), spec))
        if (to && to !== from) {
          context.report({
            node,
            message: `'${spec}' reaches into ${to.name} (${relative(root, to.dir)}); import '${to.name}' through its exports`,
          })
        }
        return
      }
      const match = /^(@podscene\/[^/]+)(\/.*)?$/.exec(spec)
      if (!match) return
      const to = byName.get(match[1])
      if (!to) return
      const sub = match[2] ? `.${match[2]}` : '.'
      if (!to.exports.has(sub)) {
        context.report({
          node,
          message: `'${spec}' is not a public export of ${to.name} (exports: ${[...to.exports].join(', ')})`,
        })
      } else if (to !== from && !from.deps.has(to.name)) {
        context.report({
          node,
          message: `${from.name} does not depend on ${to.name} (not in its package.json); dependencies go core ← api ← react ← apps`,
        })
      }
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.argument?.literal ?? node.argument),
    }
  },
}
