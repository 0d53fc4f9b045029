import type { TemplateDocument } from '../document/template-document.ts'
import { formatPath, type PathSegment } from '../document/problem.ts'
import { FORBIDDEN_KEY } from '../document/harden.ts'
import type { Layer } from '../schema/layer.ts'
import { approximateMeasureText, type MeasureText } from '../text/text-font.ts'
import { innerBox, textBoxStyle } from '../text/text-style.ts'
import { charactersThatFit } from '../text/wrap.ts'
import { locatedLayers } from './layer-paths.ts'
import { readString, slotFieldsOf } from './slot-fields.ts'
import type { SlotBox, SlotLayer, SlotRole, SlotTextRoom, TemplateSlot } from './types.ts'
import { minOf } from '../collections/bounded.ts'

export interface TemplateSlotsOptions {
  /** Text width in px; default: bundled approximate metrics. */
  measureText?: MeasureText
}

const finite = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0)

/** The slot key of a layer: `api_template_meta.replace_key`, else `logo` / `goods_media` flags. */
function slotKeyOf(layer: Layer): { key: string; role: SlotRole } | null {
  const meta = layer.template_meta
  const role: SlotRole =
    meta?.is_logo === true ? 'logo' : meta?.is_goods_media === true ? 'goods-media' : null
  const replaceKey = layer.api_template_meta?.replace_key
  if (typeof replaceKey === 'string' && replaceKey.trim() !== '') return { key: replaceKey, role }
  if (role === 'logo') return { key: 'logo', role }
  if (role === 'goods-media') return { key: 'goods_media', role }
  return null
}

function boxOf(layer: Layer): SlotBox {
  const width = finite(layer.w)
  const height = finite(layer.h)
  return {
    width,
    height,
    aspectRatio: height > 0 ? Math.round((width / height) * 1e4) / 1e4 : null,
  }
}

function textRoom(layer: Layer, box: SlotBox, measure: MeasureText): SlotTextRoom {
  const style = textBoxStyle(layer)
  const inner = innerBox(style, box.width, box.height)
  const lines = style.lineHeight > 0 ? Math.floor(inner.height / style.lineHeight) : 0
  const maxLines = layer.type === 'subtitle' ? Math.min(1, lines) : lines
  const fit = charactersThatFit(inner.width, maxLines, style.font, measure)
  return {
    font: style.font,
    maxCharactersPerLine: fit.perLine,
    maxLines,
    maxCharacters: fit.total,
  }
}

function slotLayer(
  layer: Layer,
  segments: readonly PathSegment[],
  role: SlotRole,
  measure: MeasureText,
): SlotLayer {
  const fields = slotFieldsOf(layer)
  const box = boxOf(layer)
  const entry: SlotLayer = {
    path: formatPath(segments),
    key: typeof layer.key === 'string' ? layer.key : '',
    type: typeof layer.type === 'string' ? layer.type : '',
    kind: fields?.kind ?? null,
    fields: (fields?.fields ?? []).map((f) => formatPath([...segments, ...f])),
    role,
    optional: layer.template_meta?.no_need_replace === true,
    box,
  }
  if (fields?.kind === 'text') entry.text = textRoom(layer, box, measure)
  return entry
}

/** Why a slot key can never appear in fill data, or null (JSON data refuses `__proto__`). */
export function slotKeyProblem(key: string): string | null {
  return key === FORBIDDEN_KEY
    ? `the slot key "${key}" can never be a key of fill data (JSON data refuses it): choose another api_template_meta.replace_key`
    : null
}

function slotProblems(slot: TemplateSlot): string[] {
  const problems: string[] = []
  const keyProblem = slotKeyProblem(slot.key)
  if (keyProblem) problems.push(keyProblem)
  for (const layer of slot.layers) {
    const where = `layer ${layer.path} (${layer.key || 'no key'})`
    if (layer.kind === null) {
      problems.push(`${where} has type "${layer.type}", which has no field a slot can fill`)
    } else if (slot.kind !== null && layer.kind !== slot.kind) {
      problems.push(`${where} takes ${layer.kind} but the slot's first layer takes ${slot.kind}`)
    }
  }
  return problems
}

function constraintsOf(layers: SlotLayer[]): TemplateSlot['constraints'] {
  const first = layers[0]!.box
  const constraints: TemplateSlot['constraints'] = {
    width: minOf(layers.map((l) => l.box.width)),
    height: minOf(layers.map((l) => l.box.height)),
    aspectRatio: first.aspectRatio,
  }
  const rooms = layers.flatMap((l) => (l.text ? [l.text] : []))
  if (rooms.length > 0) {
    constraints.maxCharacters = minOf(rooms.map((r) => r.maxCharacters))
    constraints.maxCharactersPerLine = minOf(rooms.map((r) => r.maxCharactersPerLine))
    constraints.maxLines = minOf(rooms.map((r) => r.maxLines))
  }
  return constraints
}

/**
 * The slot manifest of a template: one entry per slot key, in the order slots first appear,
 * each with the layers it fills, their current value and the room they give. Never throws.
 */
export function templateSlots(
  doc: TemplateDocument,
  options: TemplateSlotsOptions = {},
): TemplateSlot[] {
  const measure = options.measureText ?? approximateMeasureText
  const byKey = new Map<string, { layers: SlotLayer[]; sources: Layer[] }>()
  for (const { layer, segments } of locatedLayers(doc)) {
    const slotKey = slotKeyOf(layer)
    if (!slotKey) continue
    const entry = slotLayer(layer, segments, slotKey.role, measure)
    const group = byKey.get(slotKey.key) ?? { layers: [], sources: [] }
    group.layers.push(entry)
    group.sources.push(layer)
    byKey.set(slotKey.key, group)
  }
  return [...byKey].map(([key, { layers, sources }]) => {
    const firstFillable = layers.findIndex((l) => l.kind !== null)
    const source = sources[firstFillable]
    const fields = source ? slotFieldsOf(source) : null
    const slot: TemplateSlot = {
      key,
      kind: layers[firstFillable]?.kind ?? null,
      required: layers.some((l) => !l.optional),
      layers,
      value: source && fields ? readString(source, fields.fields[0]!) : null,
      constraints: constraintsOf(layers),
      problems: [],
    }
    slot.problems = slotProblems(slot)
    return slot
  })
}
