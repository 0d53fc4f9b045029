import type { ComponentType, ReactNode } from 'react'
import type { Layer } from '@podscene/core'

// The types of inspector sections, which embedders add (`<SceneEditor inspectorSections>`, custom
// kinds) and the inspector lists (inspector/inspector-sections.tsx holds the built-in ones). They
// sit here, below inspector/, so customization/ never imports a feature folder
// (packages/react/CONTEXT.md, "Folders by layer").

/** What an embedder adds to the waveform section (e.g. a "Save waveform" button). */
export type WaveformActions = (layer: Layer, layerKey: string) => ReactNode

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
