import type { ComponentType } from 'react'
import type { Layer } from '@podscene/core'
import { ColorSection } from './ColorSection.tsx'
import { EffectsSection } from './EffectsSection.tsx'
import { GeometrySection } from './GeometrySection.tsx'
import { KeyframesSection } from './KeyframesSection.tsx'
import { LayerActionsSection } from './LayerActionsSection.tsx'
import { MediaSection } from './MediaSection.tsx'
import { PersonSection } from './PersonSection.tsx'
import { ShapeSection } from './ShapeSection.tsx'
import { SoundSection } from './SoundSection.tsx'
import { SubtitleSection } from './SubtitleSection.tsx'
import { TextSection } from './TextSection.tsx'
import { TemplateMetaSection } from './TemplateMetaSection.tsx'
import { TextStyleSection } from './text-styles/TextStyleSection.tsx'
import { TimingSection } from './TimingSection.tsx'
import { WaveformSection, type WaveformActions } from './WaveformSection.tsx'

/** What every inspector section gets for the selected layer. */
export interface InspectorSectionProps {
  /** The stored layer (write with Editor commands such as `setLayerField`, one per edit). */
  layer: Layer
  layerKey: string
  /** Read-only editor: show, do not edit. */
  disabled: boolean
  /** The layer's placement evaluated at the playhead (what the canvas shows). */
  current: { x: number; y: number; w: number; h: number; r: number; alpha: number; scale: number }
  /** Extra controls for the waveform section (Inspector's `waveformActions`). */
  waveformActions?: WaveformActions
}

/**
 * One section of the inspector: shown for a selected layer whose kind is in `kinds` (`'*'`: every
 * kind). The inspector lists the sections in order.
 */
export interface InspectorSection {
  /** Stable id; an embedder's section with a built-in id replaces it in place. */
  id: string
  kinds: readonly string[] | '*'
  /** `null` hides the section (e.g. `{id: 'effects', kinds: '*', component: null}`). */
  component: ComponentType<InspectorSectionProps> | null
  /** Where a new section goes: before the section of this id (default: before `timing`). */
  before?: string
}

function Actions({ layer, disabled }: InspectorSectionProps) {
  return <LayerActionsSection layerType={layer.type ?? ''} readOnly={disabled} />
}
function Waveform({ waveformActions, ...props }: InspectorSectionProps) {
  return <WaveformSection {...props} actions={waveformActions} />
}
function Keyframes({ current, ...props }: InspectorSectionProps) {
  return <KeyframesSection {...props} current={current} />
}

/** The built-in sections, in order (ids: actions, geometry, text … template, timing, keyframes, effects). */
export const defaultInspectorSections: readonly InspectorSection[] = [
  { id: 'actions', kinds: '*', component: Actions },
  { id: 'geometry', kinds: '*', component: GeometrySection },
  { id: 'text-style', kinds: ['text'], component: TextStyleSection },
  { id: 'text', kinds: ['text'], component: TextSection },
  { id: 'subtitle', kinds: ['subtitle'], component: SubtitleSection },
  { id: 'shape', kinds: ['shape'], component: ShapeSection },
  { id: 'color', kinds: ['color'], component: ColorSection },
  { id: 'person', kinds: ['person'], component: PersonSection },
  { id: 'media', kinds: ['image', 'video', 'person'], component: MediaSection },
  { id: 'waveform', kinds: ['waveform'], component: Waveform },
  { id: 'sound', kinds: ['video', 'audio'], component: SoundSection },
  { id: 'template', kinds: '*', component: TemplateMetaSection },
  { id: 'timing', kinds: '*', component: TimingSection },
  { id: 'keyframes', kinds: '*', component: Keyframes },
  { id: 'effects', kinds: '*', component: EffectsSection },
]

/**
 * The built-in sections with `extra` applied in order: a section with an existing id replaces it
 * where it is (its `component: null` hides it), a new one goes before `before` (default `timing`;
 * at the end when that id is absent).
 */
export function composeInspectorSections(
  extra: readonly InspectorSection[] = [],
  base: readonly InspectorSection[] = defaultInspectorSections,
): readonly InspectorSection[] {
  const sections = [...base]
  for (const section of extra) {
    const at = sections.findIndex((s) => s.id === section.id)
    if (at >= 0) {
      sections[at] = section
      continue
    }
    const before = sections.findIndex((s) => s.id === (section.before ?? 'timing'))
    if (before < 0) sections.push(section)
    else sections.splice(before, 0, section)
  }
  return sections
}

/** The sections shown for a layer of kind `type`, in order. */
export function sectionsForKind(
  sections: readonly InspectorSection[],
  type: string,
): InspectorSection[] {
  return sections.filter((s) => s.component !== null && (s.kinds === '*' || s.kinds.includes(type)))
}
