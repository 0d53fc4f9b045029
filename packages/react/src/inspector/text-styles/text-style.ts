import { canvasSizeOfDocument, type Editor, type Layer } from '@podscene/core'
import { firstSet, readLayerPath, targetPath } from '../field-path.ts'
import { setLayerFont } from '../font-picker/set-layer-font.ts'

const C = 'prop.textConfig'
const I = 'prop.textInfo'

/** The look a text style gives a text layer (absent: left as the layer has it). */
export interface TextStyleFields {
  /** Font size in px on a 1080 px tall canvas; scaled to the canvas's shorter side. */
  fontSize?: number
  fontWeight?: string
  fontStyle?: string
  fontFamily?: string
  /** The font file of `fontFamily` (an uploaded font), '' for a library or system family. */
  fontFile?: string
  color?: string
  align?: string
  lineHeight?: number
  backgroundColor?: string
}

/** A named text style: the five built-ins (`builtin: true`) or one the designer saved. */
export interface TextStyleDefinition {
  /** Stable id: `heading`, `subheading`, `body`, `caption`, `lower-third`, or `user:<…>`. */
  id: string
  name: string
  builtin?: boolean
  fields: TextStyleFields
  /**
   * Where the style puts the layer, as fractions of the canvas (e.g. the lower third), through
   * the keyframe-value rule at the playhead; absent: the layer stays where it is.
   */
  placement?: { x: number; y: number; w: number; h: number }
}

/** Where each field is read and written: the renderer's order of precedence, then the default. */
const FIELD_PATHS: Record<Exclude<keyof TextStyleFields, 'fontFamily' | 'fontFile'>, string[]> = {
  fontSize: [`${C}.fontSize`, `${I}.fontSize`],
  fontWeight: [`${C}.fontStyle.weight`, `${I}.fontWeight`],
  fontStyle: [`${C}.fontStyle.style`, `${I}.fontStyle`],
  color: [`${C}.color`, `${I}.color`],
  align: [`${C}.align`, `${I}.textAlign`],
  lineHeight: [`${C}.lineHeight`, `${I}.lineHeight`],
  backgroundColor: [`${C}.background.color`, `${I}.backgroundColor`],
}
const FAMILY_PATHS = [`${C}.fontFamily.name`, `${C}.fontFamily.family`, `${I}.fontFamily`]
const FILE_PATHS = [`${C}.fontFamily.url`, `${I}.fontFileName`]

/** The built-in styles (names translated by `translations.textStyles`), sizes for 1080 px. */
export const BUILT_IN_TEXT_STYLES: readonly TextStyleDefinition[] = [
  {
    id: 'heading',
    name: 'Heading',
    builtin: true,
    fields: {
      fontSize: 96,
      fontWeight: 'bold',
      color: '#ffffff',
      align: 'center',
      lineHeight: 1.1,
    },
  },
  {
    id: 'subheading',
    name: 'Subheading',
    builtin: true,
    fields: { fontSize: 64, fontWeight: '600', color: '#ffffff', align: 'center', lineHeight: 1.2 },
  },
  {
    id: 'body',
    name: 'Body',
    builtin: true,
    fields: {
      fontSize: 40,
      fontWeight: 'normal',
      color: '#ffffff',
      align: 'left',
      lineHeight: 1.4,
    },
  },
  {
    id: 'caption',
    name: 'Caption',
    builtin: true,
    fields: {
      fontSize: 28,
      fontWeight: 'normal',
      color: '#e5e7eb',
      align: 'left',
      lineHeight: 1.3,
    },
  },
  {
    id: 'lower-third',
    name: 'Lower third',
    builtin: true,
    fields: {
      fontSize: 48,
      fontWeight: 'bold',
      color: '#ffffff',
      align: 'left',
      lineHeight: 1.2,
      backgroundColor: '#0f172acc',
    },
    placement: { x: 0.05, y: 0.76, w: 0.5, h: 0.1 },
  },
]

/** Canvas px per style px: the canvas's shorter side over 1080. */
function sizeFactor(editor: Editor): number {
  const { width, height } = canvasSizeOfDocument(editor.document)
  return Math.min(width, height) / 1080
}

/**
 * Applies a style to text layers as one undo step: each field goes where the renderer reads it
 * (the first set of its paths, else `prop.textInfo`), the family through `setLayerFont`, and a
 * placement through `transformLayers` at the playhead (keyframe-value rule). Other layers are
 * left alone; returns the keys it changed.
 */
export function applyTextStyle(
  editor: Editor,
  keys: readonly string[],
  style: TextStyleDefinition,
): string[] {
  const factor = sizeFactor(editor)
  const { width, height } = canvasSizeOfDocument(editor.document)
  const changed: string[] = []
  editor.batch(() => {
    for (const key of keys) {
      const layer = editor.getLayer(key)?.layer
      if (!layer || layer.type !== 'text') continue
      changed.push(key)
      const { fontFamily, fontFile, ...rest } = style.fields
      for (const [name, paths] of Object.entries(FIELD_PATHS)) {
        const value = rest[name as keyof typeof rest]
        if (value === undefined) continue
        const at = writePath(layer, name, paths)
        const stored = name === 'fontSize' ? Math.round((value as number) * factor) : value
        if (readLayerPath(layer, at) !== stored) editor.setLayerField(key, at.split('.'), stored)
      }
      if (fontFamily !== undefined) {
        setLayerFont(editor, key, editor.getLayer(key)!.layer, fontFamily, fontFile ?? '')
      }
      if (style.placement) {
        const p = style.placement
        editor.transformLayers([
          {
            layer: key,
            x: Math.round(p.x * width),
            y: Math.round(p.y * height),
            w: Math.round(p.w * width),
            h: Math.round(p.h * height),
          },
        ])
      }
    }
  })
  return changed
}

/** A bold / italic flag in `textConfig.fontStyle` is read before textInfo: write the string there. */
function writePath(layer: Layer, name: string, paths: string[]): string {
  const flag = name === 'fontWeight' ? 'bold' : name === 'fontStyle' ? 'italic' : null
  if (flag && typeof readLayerPath(layer, `${C}.fontStyle.${flag}`) === 'boolean') return paths[0]!
  return targetPath(layer, paths, paths[paths.length - 1]!)
}

/** The look of a text layer as a style (what "Save as style" keeps), sizes back at 1080 px. */
export function textStyleOfLayer(
  editor: Editor,
  layer: Layer,
  id: string,
  name: string,
): TextStyleDefinition {
  const factor = sizeFactor(editor)
  const fields: TextStyleFields = {}
  for (const [field, paths] of Object.entries(FIELD_PATHS)) {
    const value = firstSet(layer, paths)
    if (value === undefined) continue
    const entry = field as keyof typeof FIELD_PATHS
    if (entry === 'fontSize' || entry === 'lineHeight') {
      if (typeof value === 'number') fields[entry] = entry === 'fontSize' ? value / factor : value
    } else if (typeof value === 'string') fields[entry] = value
  }
  const family = firstSet(layer, FAMILY_PATHS)
  if (typeof family === 'string') {
    fields.fontFamily = family
    const file = firstSet(layer, FILE_PATHS)
    fields.fontFile = typeof file === 'string' ? file : ''
  }
  return { id, name, fields }
}

/** Whether the layer already looks like the style (what the "Text style" box shows). */
export function layerHasStyle(editor: Editor, layer: Layer, style: TextStyleDefinition): boolean {
  const factor = sizeFactor(editor)
  for (const [name, paths] of Object.entries(FIELD_PATHS)) {
    const want = style.fields[name as keyof typeof FIELD_PATHS]
    if (want === undefined) continue
    const have = firstSet(layer, paths)
    const expected = name === 'fontSize' ? Math.round((want as number) * factor) : want
    if (have !== expected) return false
  }
  if (style.fields.fontFamily !== undefined) {
    if (firstSet(layer, FAMILY_PATHS) !== style.fields.fontFamily) return false
  }
  return true
}
