/**
 * Template slots (issue 18): layers marked with `api_template_meta.replace_key` (or the
 * `template_meta.is_logo` / `is_goods_media` flags) form a manifest of named slots that
 * `fillTemplate` fills with data, writing only the slot fields (lossless: unknown fields, nulls and key order kept).
 */
export { templateSlots } from './manifest.ts'
export type { TemplateSlotsOptions } from './manifest.ts'
export { fillTemplate, planFill, validateFillData } from './fill.ts'
export type { FillOptions, FillPlan, FillProblem, FillResult, FillWrite } from './fill.ts'
export { setAllIn } from './set-in.ts'
export type { PathWrite } from './set-in.ts'
export { slotFieldsOf } from './slot-fields.ts'
export type { LayerSlotFields } from './slot-fields.ts'
export { SLOT_KINDS } from './types.ts'
export type {
  SlotBox,
  SlotConstraints,
  SlotKind,
  SlotLayer,
  SlotRole,
  SlotTextRoom,
  TemplateSlot,
} from './types.ts'
