import type { TemplateDocument } from '../document/template-document.ts'
import { formatPath, type PathSegment } from '../document/problem.ts'
import type { ImageTemplateReq } from '../schema/assets.ts'
import type { SceneContainer } from '../schema/track.ts'
import { describeValue } from '../document/describe-value.ts'
import { locatedLayers } from './layer-paths.ts'
import { templateSlots, type TemplateSlotsOptions } from './manifest.ts'
import { slotFieldsOf } from './slot-fields.ts'
import { slotValueProblem } from './fill-values.ts'
import { setAllIn, type PathWrite } from './set-in.ts'
import { DEFAULT_MAX_PROBLEMS } from '../document/limits.ts'
import type { TemplateSlot } from './types.ts'

/** A problem with fill data, e.g. `{path: 'data.title', message: 'unknown slot "title" …'}`. */
export interface FillProblem {
  /** `data` for the whole data object, `data.<slot key>` for one value. */
  path: string
  segments: readonly PathSegment[]
  message: string
}

/** A failed fill lists at most `maxProblems` problems; `more` counts the rest (when any). */
export type FillResult =
  { ok: true; value: TemplateDocument } | { ok: false; problems: FillProblem[]; more?: number }

export interface FillOptions extends TemplateSlotsOptions {
  /** Also report every required slot the data leaves out. Default false (partial fills). */
  requireAll?: boolean
  /** Most problems listed (the rest are counted in `more`). Default DEFAULT_MAX_PROBLEMS (100). */
  maxProblems?: number
}

/** Slot keys named in one "unknown slot" message, at most. */
export const SLOT_LIST_LIMIT = 20

const fillProblem = (segments: PathSegment[], message: string): FillProblem => ({
  path: formatPath(segments),
  segments,
  message,
})

/** `slots: a, b, c` — the first SLOT_LIST_LIMIT keys, then how many more. */
function slotList(slots: readonly TemplateSlot[]): string {
  if (slots.length === 0) return 'this template has no slots'
  const shown = slots.slice(0, SLOT_LIST_LIMIT).map((s) => s.key)
  const rest = slots.length - shown.length
  return `slots: ${shown.join(', ')}${rest > 0 ? ` and ${rest} more (podscene slots lists them)` : ''}`
}

/** Checks fill data against the manifest: an object of slot key → value of the slot's kind. */
export function validateFillData(
  slots: readonly TemplateSlot[],
  data: unknown,
  options: Pick<FillOptions, 'requireAll' | 'maxProblems'> = {},
): FillProblem[] & { more?: number } {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return [
      fillProblem(
        ['data'],
        `expected an object of slot values {"<slot key>": value}, got ${describeValue(data)}`,
      ),
    ]
  }
  const byKey = new Map(slots.map((s) => [s.key, s]))
  const max = options.maxProblems ?? DEFAULT_MAX_PROBLEMS
  const kept: FillProblem[] = []
  let more = 0
  const problems = {
    push(p: FillProblem) {
      if (kept.length < max) kept.push(p)
      else more++
    },
  }
  let known: string | null = null
  for (const key in data) {
    if (!Object.hasOwn(data, key)) continue
    const value = (data as Record<string, unknown>)[key]
    const slot = byKey.get(key)
    const at: PathSegment[] = ['data', key]
    if (!slot)
      problems.push(fillProblem(at, `unknown slot "${key}" (${(known ??= slotList(slots))})`))
    else if (slot.kind === null || slot.problems.length > 0) {
      const why = slot.problems[0] ?? 'it has no fillable layer'
      problems.push(fillProblem(at, `slot "${key}" cannot be filled: ${why}`))
    } else {
      const problem = slotValueProblem(slot.kind, key, value)
      if (problem) problems.push(fillProblem(at, problem))
    }
  }
  if (options.requireAll) {
    for (const slot of slots) {
      if (slot.required && !Object.hasOwn(data, slot.key)) {
        const kind = slot.kind ? ` (${slot.kind})` : ''
        problems.push(fillProblem(['data', slot.key], `missing required slot "${slot.key}"${kind}`))
      }
    }
  }
  return more > 0 ? Object.assign(kept, { more }) : kept
}

/** One field a fill writes: the layer's path, the field below it and the value. */
export interface FillWrite extends PathWrite {
  layer: readonly PathSegment[]
  field: readonly PathSegment[]
}

/** What a fill would write, without writing it; or the data's problems. */
export type FillPlan =
  { ok: true; writes: FillWrite[] } | { ok: false; problems: FillProblem[]; more?: number }

/**
 * The writes `fillTemplate` makes (each slot field of each layer, in slot order), or the data's
 * problems. An editor can compute this off its main thread and apply the writes to its own
 * document (`setAllIn`, or one command per field).
 */
export function planFill(
  doc: TemplateDocument,
  data: unknown,
  options: FillOptions = {},
): FillPlan {
  const slots = templateSlots(doc, options)
  const problems = validateFillData(slots, data, options)
  if (problems.length > 0) {
    const { more } = problems
    return more
      ? { ok: false, problems: [...problems], more }
      : { ok: false, problems: [...problems] }
  }
  const values = data as Record<string, string>
  const byPath = new Map(locatedLayers(doc).map((l) => [formatPath(l.segments), l]))
  const writes: FillWrite[] = []
  for (const slot of slots) {
    if (!Object.hasOwn(values, slot.key)) continue
    for (const slotLayer of slot.layers) {
      const located = byPath.get(slotLayer.path)
      const fields = located ? slotFieldsOf(located.layer) : null
      if (!located || !fields) continue
      for (const field of fields.fields) {
        writes.push({
          layer: located.segments,
          field,
          segments: [...located.segments, ...field],
          value: values[slot.key],
        })
      }
    }
  }
  return { ok: true, writes }
}

/**
 * Fills a template's slots with data (`{"<slot key>": text | URL | colour}`): writes the value to
 * every layer of each slot (see slot-fields.ts) and keeps everything else — unknown fields, key
 * order, nulls; objects off the written paths are shared, not copied. The input is not changed.
 * Invalid data gives problems naming `data.<slot key>`, and nothing is written. Never throws.
 */
export function fillTemplate(
  doc: TemplateDocument,
  data: unknown,
  options: FillOptions = {},
): FillResult {
  const plan = planFill(doc, data, options)
  if (!plan.ok) return plan
  // All at once: each object or array on the written paths is copied once (one setIn per
  // layer copied the layer array per layer, quadratic in a track's layers).
  const document = setAllIn(doc.document, plan.writes)
  const value: TemplateDocument =
    doc.kind === 'template'
      ? {
          kind: 'template',
          document: document as ImageTemplateReq,
          scene: (document as ImageTemplateReq).scene,
        }
      : { kind: 'scene', document: document as SceneContainer, scene: document as SceneContainer }
  return { ok: true, value }
}
