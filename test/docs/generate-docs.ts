// The generated parts of the docs site, from the code they describe, so they cannot drift:
// - docs/site/guide/data-model.md: every field of core's LayerSchema (walked here) with the
//   description of layer-fields.ts, one section per layer kind with its drawn example;
// - docs/site/guide/theming-variables.md: every --ps-* variable of @podscene/react's stylesheets
//   with its light and dark value (theme-variables.ts says what each one colours).
// `pnpm docs` writes them (`tsx test/docs/generate-docs.ts`); docs.test.ts checks that the
// committed pages equal what this produces.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import {
  KNOWN_ASPECT_RATIOS,
  KNOWN_LAYER_KINDS,
  LayerSchema,
  canvasSizeForAspectRatio,
  type KnownLayerKind,
} from '@podscene/core'
import { LAYER_FIELDS, type FieldDoc } from './layer-fields.ts'
import { KIND_EXAMPLES, KIND_NOTES } from './kind-examples.ts'
import { THEME_VARIABLES } from './theme-variables.ts'

export const root = resolve(import.meta.dirname, '../..')
export const DATA_MODEL_PAGE = join(root, 'docs/site/guide/data-model.md')
export const THEMING_VARIABLES_PAGE = join(root, 'docs/site/guide/theming-variables.md')
const STYLES = join(root, 'packages/react/src')

interface SchemaField {
  path: string
  type: string
}

interface ZodLike {
  _zod: {
    def: { type: string; innerType?: ZodLike; element?: ZodLike; shape?: Record<string, ZodLike> }
  }
}

/** Every field path of a zod schema: `a.b`, arrays as `a[].b`, with its JSON type. */
export function schemaFields(schema: ZodLike, prefix = ''): SchemaField[] {
  let s = schema
  while (s._zod.def.innerType) s = s._zod.def.innerType
  const def = s._zod.def
  if (def.type === 'object' && def.shape) {
    return Object.entries(def.shape).flatMap(([name, field]) => {
      const path = prefix ? `${prefix}.${name}` : name
      const inner = schemaFields(field, path)
      return [{ path, type: typeName(field) }, ...inner.filter((f) => f.path !== path)]
    })
  }
  if (def.type === 'array' && def.element) {
    return schemaFields(def.element, `${prefix}[]`).filter((f) => f.path !== `${prefix}[]`)
  }
  return prefix ? [{ path: prefix, type: def.type }] : []
}

function typeName(schema: ZodLike): string {
  let s = schema
  while (s._zod.def.innerType) s = s._zod.def.innerType
  const def = s._zod.def
  if (def.type === 'array' && def.element) return `${typeName(def.element)}[]`
  return def.type
}

/** The layer fields of core's schema. */
export function layerSchemaFields(): SchemaField[] {
  return schemaFields(LayerSchema as unknown as ZodLike)
}

/** Problems joining the schema to layer-fields.ts: each a sentence, none when they agree. */
export function layerFieldProblems(): string[] {
  const inSchema = new Set(layerSchemaFields().map((f) => f.path))
  const problems: string[] = []
  for (const path of inSchema) {
    if (!LAYER_FIELDS[path])
      problems.push(`${path}: in LayerSchema but not described in layer-fields.ts`)
  }
  for (const [path, doc] of Object.entries(LAYER_FIELDS)) {
    if (doc.open) {
      const parent = path.slice(0, path.lastIndexOf('.'))
      if (!inSchema.has(parent))
        problems.push(`${path}: its object ${parent} is not in LayerSchema`)
      if (inSchema.has(path)) problems.push(`${path}: marked open but LayerSchema has it`)
    } else if (!inSchema.has(path)) {
      problems.push(`${path}: described in layer-fields.ts but not in LayerSchema`)
    }
  }
  return problems
}

const cell = (s: string | undefined) => (s ?? '').replaceAll('|', '\\|').replaceAll('\n', ' ')

function fieldRows(paths: string[], types: Map<string, string>): string {
  const rows = paths.map((path) => {
    const d = LAYER_FIELDS[path]!
    const type = types.get(path) ?? 'any (open object)'
    return `| \`${path}\` | ${type} | ${cell(d.unit)} | ${cell(d.range)} | ${cell(d.default)} | ${cell(d.about)} |`
  })
  return [
    '| field | type | unit | range | default | meaning |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n')
}

const reads = (d: FieldDoc, kind: KnownLayerKind) => d.kinds !== 'all' && d.kinds.includes(kind)

export function dataModelPage(): string {
  const types = new Map(layerSchemaFields().map((f) => [f.path, f.type]))
  const all = Object.keys(LAYER_FIELDS)
  const common = all.filter((p) => LAYER_FIELDS[p]!.kinds === 'all')
  const kept = all.filter((p) => {
    const k = LAYER_FIELDS[p]!.kinds
    return k !== 'all' && k.length === 0
  })
  const sizes = KNOWN_ASPECT_RATIOS.map((code) => {
    const size = canvasSizeForAspectRatio(code)!
    return `| ${code} | ${size.width} × ${size.height} |`
  })
  const kinds = KNOWN_LAYER_KINDS.map((kind) => {
    const example = KIND_EXAMPLES[kind]
    const fields = all.filter((p) => reads(LAYER_FIELDS[p]!, kind))
    return [
      `### ${kind}`,
      '',
      `![A ${kind} layer drawn by podscene render --at ${example.at}](/kinds/${kind}.png)`,
      '',
      ...(KIND_NOTES[kind] ? [KIND_NOTES[kind], ''] : []),
      `The layer drawn above (at ${example.at} ms, on a 1920 × 1080 canvas; \`{media}\` is a local media server):`,
      '',
      '```json',
      JSON.stringify(example.layer, null, 2),
      '```',
      '',
      `Fields a ${kind} layer reads, besides those every kind reads:`,
      '',
      fieldRows(fields, types),
      '',
    ].join('\n')
  })
  return [
    "<!-- Generated by test/docs/generate-docs.ts from core's LayerSchema and test/docs/layer-fields.ts: do not edit by hand. -->",
    '',
    '# The data model',
    '',
    'A Podscene document is JSON in the shapes of the Open Podcast API. `@podscene/core` parses it',
    'losslessly: every field it does not know is kept, `null` is kept and read as absent, and',
    '`serialize(parse(text))` gives the same JSON back. The documents you pass to `<SceneEditor>`:',
    '',
    '- **image template** `{ aspect_ratio, scene: { tracks } }` (an `EditorDocument`),',
    '- **scene** `{ tracks }` (shown at 16:9 until it gets an `aspect_ratio`),',
    '- **project** `{ scenes: [...] }` (played by the player, scene after scene).',
    '',
    'A **track** is `{ index, key, type, layers }`: tracks draw by ascending `index`, layers in',
    'array order (later on top). A **layer** is what is drawn or heard; its `type` is its kind.',
    '',
    '## Canvas',
    '',
    '`aspect_ratio` picks the canvas; positions and sizes are canvas pixels, origin top-left.',
    'Another value (or none) is shown at 16:9 and reported by lint.',
    '',
    '| aspect_ratio | canvas (px) |',
    '| --- | --- |',
    ...sizes,
    '',
    '## Units',
    '',
    '- **Position and size**: canvas pixels; `(x, y)` is the top-left before rotation, `r` turns',
    '  clockwise in degrees about the centre.',
    '- **Time**: milliseconds. `timeline.start`/`end` are scene times; keyframe timestamps are',
    '  relative to the layer start; word times are scene times; `prop.clip` is media time.',
    '- **Opacity and volume**: 0–1. **Colours**: CSS colours (`#rgb`, `#rrggbb`, `#rrggbbaa`,',
    '  `rgb()`, `rgba()`, names). **URLs**: `https:`, `http:`, `blob:`, `data:image/*` only.',
    '',
    'Ranges are what the editor accepts (an edit outside is refused with a message) and what lint',
    'checks; a document read from elsewhere keeps its values.',
    '',
    '## Fields every kind reads',
    '',
    fieldRows(common, types),
    '',
    '## Layer kinds',
    '',
    'Each picture is drawn by the real renderer (`podscene render --at`), the same code as the',
    'editor canvas and the player. Any other `type` is kept and drawn as a labelled placeholder, or',
    'by your own renderer ([Custom kinds](./custom-kinds.md)).',
    '',
    ...kinds,
    '## Kept, not read',
    '',
    'These fields of the schema are kept byte for byte but nothing in Podscene reads them:',
    '',
    kept.map((p) => `\`${p}\``).join(', ') + '.',
    '',
  ].join('\n')
}

/** Every --ps-* variable the stylesheets declare or read, with its light and dark value. */
export function cssVariables(): Map<string, { light?: string; dark?: string }> {
  const files = readdirSync(STYLES, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.css'),
  )
  const vars = new Map<string, { light?: string; dark?: string }>()
  const fallbacks = new Map<string, string>()
  for (const file of files.sort()) {
    const css = readFileSync(join(STYLES, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')
    for (const rule of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
      const dark = /data-ps-theme='dark'|data-ps-theme="dark"/.test(rule[1]!)
      for (const decl of rule[2]!.matchAll(/(--ps-[a-z0-9-]+)\s*:\s*([^;]+);/g)) {
        const entry = vars.get(decl[1]!) ?? {}
        if (dark) entry.dark ??= decl[2]!.trim()
        else entry.light ??= decl[2]!.trim()
        vars.set(decl[1]!, entry)
      }
      for (const use of rule[2]!.matchAll(/var\((--ps-[a-z0-9-]+)(?:\s*,\s*([^)]+))?\)/g)) {
        if (!vars.has(use[1]!)) vars.set(use[1]!, {})
        if (use[2]) fallbacks.set(use[1]!, fallbacks.get(use[1]!) ?? use[2].trim())
      }
    }
  }
  // A variable no rule declares: its first fallback is what is drawn.
  for (const [name, entry] of vars) {
    if (entry.light === undefined && fallbacks.has(name)) entry.light = fallbacks.get(name)
  }
  return vars
}

export function themeVariableProblems(): string[] {
  const vars = cssVariables()
  const problems: string[] = []
  for (const name of vars.keys()) {
    if (!THEME_VARIABLES[name])
      problems.push(`${name}: in the stylesheets but not described in theme-variables.ts`)
  }
  for (const name of Object.keys(THEME_VARIABLES)) {
    if (!vars.has(name))
      problems.push(`${name}: described in theme-variables.ts but in no stylesheet`)
  }
  return problems
}

export function themingVariablesPage(): string {
  const vars = cssVariables()
  const rows = [...vars.keys()].sort().map((name) => {
    const v = vars.get(name)!
    const code = (s: string | undefined) => (s ? `\`${cell(s)}\`` : '—')
    return `| \`${name}\` | ${code(v.light)} | ${code(v.dark)} | ${cell(THEME_VARIABLES[name])} |`
  })
  return [
    '<!-- Generated by test/docs/generate-docs.ts from packages/react/src/**/*.css and test/docs/theme-variables.ts: do not edit by hand. -->',
    '',
    '| variable | light | dark | what it sets |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n')
}

export function generatedPages(): Record<string, string> {
  return { [DATA_MODEL_PAGE]: dataModelPage(), [THEMING_VARIABLES_PAGE]: themingVariablesPage() }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problems = [...layerFieldProblems(), ...themeVariableProblems()]
  if (problems.length > 0) {
    console.error(problems.join('\n'))
    process.exit(1)
  }
  for (const [file, text] of Object.entries(generatedPages())) writeFileSync(file, text)
  console.log('docs: wrote the data model and theming variables pages')
}
