import type { TextFont } from '../text/text-font.ts'

/** What data fills a slot: text, a media URL (image, video, audio, person) or a colour. */
export type SlotKind = 'text' | 'image' | 'video' | 'audio' | 'color' | 'person'

export const SLOT_KINDS: readonly SlotKind[] = [
  'text',
  'image',
  'video',
  'audio',
  'color',
  'person',
]

/** Why a layer is in a slot besides (or instead of) `api_template_meta.replace_key`. */
export type SlotRole = 'logo' | 'goods-media' | null

export interface SlotBox {
  width: number
  height: number
  /** width / height (4 decimals), null when the height is 0. */
  aspectRatio: number | null
}

/** How much text fits a layer's box at its font (bundled or injected metrics). */
export interface SlotTextRoom {
  font: TextFont
  /** Characters of ordinary prose per line. */
  maxCharactersPerLine: number
  /** Lines that fit the box height (subtitles show one line at a time: 1). */
  maxLines: number
  maxCharacters: number
}

/** One layer that a slot fills. */
export interface SlotLayer {
  /** Path of the layer, e.g. `scene.tracks[0].layers[2]`. */
  path: string
  /** The layer's `key`. */
  key: string
  type: string
  /** The kind of data this layer takes, or null when its type has no fillable field. */
  kind: SlotKind | null
  /** Paths of the fields `fillTemplate` writes, e.g. `scene.tracks[0].layers[2].path`. */
  fields: string[]
  role: SlotRole
  /** `template_meta.no_need_replace` is true: the service may keep the current value. */
  optional: boolean
  box: SlotBox
  /** Text and subtitle layers only. */
  text?: SlotTextRoom
}

/** The tightest constraints over a slot's layers. */
export interface SlotConstraints extends SlotBox {
  maxCharacters?: number
  maxCharactersPerLine?: number
  maxLines?: number
}

/** One entry of a template's slot manifest. */
export interface TemplateSlot {
  /** `api_template_meta.replace_key`, or `logo` / `goods_media` for flagged layers without one. */
  key: string
  /** The kind of the first fillable layer; null when none of its layers can be filled. */
  kind: SlotKind | null
  /** False when every layer is marked `no_need_replace`. */
  required: boolean
  layers: SlotLayer[]
  /** The current value (text, URL or colour) of the first fillable layer, or null. */
  value: string | null
  constraints: SlotConstraints
  /** Why the slot (or some of its layers) cannot be filled, in words; empty when it can. */
  problems: string[]
}
