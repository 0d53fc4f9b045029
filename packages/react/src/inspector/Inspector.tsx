import { useMemo } from 'react'
import { useEditor } from '../state/editor-context.ts'
import { useEditorState } from '../state/use-editor-state.ts'
import { useLayerAtPlayhead } from '../state/use-layers-at-playhead.ts'
import {
  composeInspectorSections,
  sectionsForKind,
  type InspectorSection,
} from './inspector-sections.tsx'
import { useEditorCustomization } from '../customization/editor-components.ts'
import { formatMessage } from '../i18n/translations.ts'
import { useTranslations } from '../i18n/use-translations.tsx'
import { layerLabel } from '../state/labels.ts'
import { storedLayer } from '../state/geometry-commands.ts'
import type { WaveformActions } from './WaveformSection.tsx'
import { LayoutButtons } from './LayoutButtons.tsx'
import { SelectionTextStyle } from './text-styles/TextStyleSection.tsx'
import { ReadOnlyContext, useReadOnly } from '../state/read-only.ts'

export interface InspectorProps {
  className?: string
  readOnly?: boolean
  /** Extra controls at the end of a waveform layer's section (e.g. a "Save waveform" button). */
  waveformActions?: WaveformActions
  /**
   * Sections added or replacing built-in ones by id, over those of the enclosing
   * `<SceneEditor inspectorSections>` (see `composeInspectorSections`).
   */
  sections?: readonly InspectorSection[]
}

/**
 * Properties of the selected layer as sections (the built-in ones per kind, plus an embedder's:
 * `inspectorSections`); every edit is one Editor command.
 */
export function Inspector({ readOnly: ownReadOnly, ...props }: InspectorProps) {
  // The layout and text style buttons under it read it from the context.
  const readOnly = useReadOnly(ownReadOnly)
  return (
    <ReadOnlyContext.Provider value={readOnly}>
      <InspectorContent {...props} readOnly={readOnly} />
    </ReadOnlyContext.Provider>
  )
}

function InspectorContent({
  className,
  readOnly,
  waveformActions,
  sections,
}: InspectorProps & { readOnly: boolean }) {
  const editor = useEditor()
  const t = useTranslations().inspector
  const customization = useEditorCustomization()
  const allSections = useMemo(
    () => composeInspectorSections([...customization.inspectorSections, ...(sections ?? [])]),
    [customization.inspectorSections, sections],
  )
  const selection = useEditorState((s) => s.session.selection)
  const key = selection.length === 1 ? selection[0]! : null
  // Re-read on every document change; getLayer finds the key through the Editor's cache.
  const layer = useEditorState((s) =>
    s.document && key ? (storedLayer(editor, key) ?? null) : null,
  )
  const evaluated = useLayerAtPlayhead(key)
  const classes = ['ps-inspector', className].filter(Boolean).join(' ')

  if (selection.length > 1) {
    return (
      <section className={classes} aria-label={t.label}>
        <p>{formatMessage(t.layersSelected, { count: selection.length })}</p>
        <LayoutButtons />
        <SelectionTextStyle />
      </section>
    )
  }
  if (!key || !layer) {
    return (
      <section className={classes} aria-label={t.label}>
        <p className="ps-inspector__empty">{t.empty}</p>
      </section>
    )
  }
  const type = layer.type ?? ''
  const current = {
    x: evaluated?.x ?? layer.x ?? 0,
    y: evaluated?.y ?? layer.y ?? 0,
    w: evaluated?.w ?? layer.w ?? 0,
    h: evaluated?.h ?? layer.h ?? 0,
    r: evaluated?.r ?? layer.r ?? 0,
    alpha: evaluated?.alpha ?? layer.alpha ?? 1,
    scale: evaluated?.scale ?? 1,
  }
  const props = { layer, layerKey: key, disabled: readOnly, current, waveformActions }
  return (
    <section className={classes} aria-label={t.label}>
      <h2 className="ps-inspector__title">{layerLabel(layer)}</h2>
      <LayoutButtons />
      {sectionsForKind(allSections, type).map(({ id, component: Section }) =>
        Section ? <Section key={id} {...props} /> : null,
      )}
    </section>
  )
}
