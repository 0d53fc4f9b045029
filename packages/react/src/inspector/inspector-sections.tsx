import type { InspectorSectionProps } from '../customization/inspector-section.ts'
import type { InspectorSection } from '../customization/inspector-section.ts'
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
import { WaveformSection } from './WaveformSection.tsx'

export type { InspectorSection, InspectorSectionProps } from '../customization/inspector-section.ts'

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
