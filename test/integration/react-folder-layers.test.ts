// packages/react/src keeps its folders by layer (packages/react/CONTEXT.md, "Folders by layer"):
// no folder imports one of a higher layer, no folders import each other in a circle. The imports
// are read by dependency-cruiser (type-only and dynamic imports included); the layers and the
// rules are in test/support/react-folder-layers.ts.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { cruise, type ICruiseResult } from 'dependency-cruiser'
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../support/bundle-entry.ts'
import {
  folderLayerRules,
  REACT_FOLDER_LAYERS,
  type FolderLayer,
} from '../support/react-folder-layers.ts'

interface Violation {
  rule: string
  from: string
  to: string
}

async function folderViolations(
  baseDir: string,
  src: string,
  layers?: readonly FolderLayer[],
  tsconfig?: string,
): Promise<Violation[]> {
  const result = await cruise(
    [src],
    {
      baseDir,
      validate: true,
      ruleSet: { forbidden: folderLayerRules(src, layers) },
      tsPreCompilationDeps: true,
      doNotFollow: { path: 'node_modules' },
      ...(tsconfig ? { tsConfig: { fileName: join(baseDir, tsconfig) } } : {}),
    },
    {},
    tsconfig ? { tsConfig: extractTSConfig(join(baseDir, tsconfig)) } : {},
  )
  const output = result.output as ICruiseResult
  return output.summary.violations
    .map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }))
    .sort((a, b) => `${a.rule} ${a.from} ${a.to}`.localeCompare(`${b.rule} ${b.from} ${b.to}`))
}

describe('packages/react/src folders by layer', () => {
  it('has no import up a layer and no circle between folders', async () => {
    const found = await folderViolations(
      repoRoot,
      'packages/react/src',
      REACT_FOLDER_LAYERS,
      'packages/react/tsconfig.json',
    )
    expect(found).toEqual([])
  }, 120_000)

  it('places every folder of src in one layer', () => {
    const folders = readdirSync(join(repoRoot, 'packages/react/src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort()
    const listed = REACT_FOLDER_LAYERS.flatMap((layer) => layer.folders)
    expect([...listed].sort()).toEqual(folders)
    expect(new Set(listed).size).toBe(listed.length)
  })

  it('finds an upward import and a circle between folders of one layer', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'folder-layers-'))
    const files: Record<string, string> = {
      // lib → state: up a layer (and back down: a circle too).
      'src/lib/format.ts': "import { store } from '../state/store.ts'\nexport const f = store\n",
      'src/state/store.ts': "import { f } from '../lib/format.ts'\nexport const store = () => f\n",
      // timeline → problems → timeline: one layer, a circle.
      'src/timeline/clip.ts': "import { p } from '../problems/marker.ts'\nexport const c = p\n",
      'src/problems/marker.ts':
        "import type { c } from '../timeline/clip.ts'\nexport const p = 1\nexport type C = typeof c\n",
      // problems → lib: down, allowed.
      'src/problems/row.ts': "import { f } from '../lib/format.ts'\nexport const r = f\n",
    }
    try {
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(dirname(join(dir, path)), { recursive: true })
        writeFileSync(join(dir, path), text)
      }
      const found = await folderViolations(dir, 'src')
      expect(found.filter((v) => v.rule === 'no-upward-import')).toEqual([
        { rule: 'no-upward-import', from: 'src/lib/format.ts', to: 'src/state/store.ts' },
      ])
      const cycles = found.filter((v) => v.rule === 'no-folder-cycle')
      const pairs = new Set(cycles.map((v) => [v.from, v.to].sort().join(' ↔ ')))
      expect([...pairs].sort()).toEqual(['src/lib ↔ src/state', 'src/problems ↔ src/timeline'])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)
})
