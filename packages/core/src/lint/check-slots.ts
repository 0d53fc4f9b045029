import { slotKeyProblem, templateSlots } from '../slots/manifest.ts'
import type { SlotLayer, TemplateSlot } from '../slots/types.ts'
import type { LintContext, LintLayer } from './context.ts'

function markPath(ctx: LintContext, layer: LintLayer): string {
  const replaceKey = layer.layer.api_template_meta?.replace_key
  if (typeof replaceKey === 'string' && replaceKey.trim() !== '')
    return ctx.at(layer, 'api_template_meta', 'replace_key')
  const meta = layer.layer.template_meta
  return ctx.at(layer, 'template_meta', meta?.is_logo === true ? 'is_logo' : 'is_goods_media')
}

function whyUnfillable(ctx: LintContext, slot: TemplateSlot, entry: SlotLayer): string | null {
  const keyProblem = slotKeyProblem(slot.key)
  if (keyProblem) return keyProblem
  if (entry.kind === null) {
    return `slot "${slot.key}" is on a layer of type "${entry.type}", which has no field data can fill: put the slot on a text, subtitle, image, video, person, audio, waveform, color or shape layer`
  }
  if (slot.kind !== null && entry.kind !== slot.kind) {
    return `slot "${slot.key}" takes ${slot.kind} on its first layer but ${entry.kind} on this one, so no value fits both: give this layer its own replace_key`
  }
  if (entry.text && entry.text.maxCharacters < ctx.minSlotCharacters) {
    const { font, maxCharacters } = entry.text
    return `text slot "${slot.key}" has room for about ${maxCharacters} characters at font size ${font.size} in a ${entry.box.width}×${entry.box.height} box (at least ${ctx.minSlotCharacters} needed): enlarge the box or lower the font size`
  }
  if (entry.kind !== 'audio' && !(entry.box.width > 0 && entry.box.height > 0)) {
    return `${entry.kind} slot "${slot.key}" has a ${entry.box.width}×${entry.box.height} box, so a filled ${entry.kind} would not show: give the layer a width and height above 0`
  }
  return null
}

/** `slot-unfillable`: a slot layer that data cannot fill, or whose box cannot hold its value. */
export function checkSlots(ctx: LintContext): void {
  const byPath = new Map(ctx.layers.map((l) => [l.path, l]))
  for (const slot of templateSlots(ctx.doc, { measureText: ctx.measure })) {
    for (const entry of slot.layers) {
      const layer = byPath.get(entry.path)
      const message = layer ? whyUnfillable(ctx, slot, entry) : null
      if (!layer || !message) continue
      const span = layer.span ?? { start: 0, end: ctx.durationMs }
      ctx.report({
        path: markPath(ctx, layer),
        code: 'slot-unfillable',
        message,
        startMs: span.start,
        endMs: span.end,
      })
    }
  }
}
