import { createContext, createElement, useContext, type ComponentType, type ReactNode } from 'react'
import type { ActionUi } from '../state/actions/types.ts'
import type { InspectorSection } from './inspector-section.ts'

/** Props `<SceneEditor>` gives to the panels an embedder replaces. */
export interface PanelProps {
  readOnly: boolean
}

/**
 * The parts of `<SceneEditor>` an embedder replaces (a component) or hides (`null`), in the
 * spirit of tldraw's `components`. Left out: the built-in one. A replacement reads the editor
 * with the hooks (`useEditor`, `useEditorState`, `useTranslations`…).
 */
export interface EditorComponents {
  /** The layer panel's list (under its "Layers" heading; `null` hides the whole panel). */
  LayerList?: ComponentType<PanelProps> | null
  /** The Properties tab (or the inspector column without slots and problems). */
  Inspector?: ComponentType<PanelProps> | null
  /** The floating canvas toolbar (Insert, undo, zoom). */
  Toolbar?: ComponentType<{ ui: ActionUi }> | null
  Timebar?: ComponentType | null
  Timeline?: ComponentType<PanelProps> | null
  Waveform?: ComponentType<PanelProps> | null
  SlotsPanel?: ComponentType<PanelProps> | null
  ProblemsPanel?: ComponentType | null
}

export interface EditorCustomization {
  components: EditorComponents
  /** Sections added to or replacing the built-in inspector sections (`composeInspectorSections`). */
  inspectorSections: readonly InspectorSection[]
}

const EMPTY: EditorCustomization = { components: {}, inspectorSections: [] }

export const EditorCustomizationContext = createContext<EditorCustomization>(EMPTY)

/** The component replacements and inspector sections of the nearest `<SceneEditor>`. */
export function useEditorCustomization(): EditorCustomization {
  return useContext(EditorCustomizationContext)
}

type PartProps<Name extends keyof EditorComponents> =
  NonNullable<EditorComponents[Name]> extends ComponentType<infer P> ? P : never

/**
 * The element for part `name`: the embedder's component, else the built-in `fallback`; `null`
 * when the embedder hid it (`components[name] === null`).
 */
export function renderPart<Name extends keyof EditorComponents>(
  components: EditorComponents,
  name: Name,
  fallback: ComponentType<PartProps<Name>>,
  props: PartProps<Name>,
): ReactNode {
  const chosen = components[name]
  if (chosen === null) return null
  const component = (chosen ?? fallback) as ComponentType<object>
  return createElement(component, props as object)
}
