import {
  forwardRef,
  useCallback,
  useContext,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type Ref,
} from 'react'
import { serialize, type Editor, type EditorDocument } from '@podscene/core'
import type { SceneCanvasHandle } from '../canvas/scene-canvas.tsx'
import type { ExportFrameOptions } from '../canvas/export-frame.ts'
import type { ExportVideoOptions, ExportVideoResult } from '../export/video/types.ts'
import { EditorProvider } from './editor-provider.tsx'
import { createActionRegistry, type ActionRegistry } from '../state/actions/registry.ts'
import { defaultActions } from '../actions/default-actions.ts'
import {
  EditorCustomizationContext,
  renderPart,
  type EditorComponents,
} from '../customization/editor-components.ts'
import type { InspectorSection } from '../inspector/inspector-sections.tsx'
import {
  customKindInsertAction,
  renderersOfKinds,
  sectionsOfKinds,
  type CustomLayerKind,
} from '../customization/custom-kinds.ts'
import type { PartialTranslations } from '../i18n/translations.ts'
import { useTranslations } from '../i18n/use-translations.tsx'
import type { LayerRenderers } from '../layers/renderer-types.ts'
import { ActionOverlays } from '../actions/ActionOverlays.tsx'
import { actionSurfacesOf } from '../state/actions/action-surfaces.ts'
import { runAction as runRegisteredAction } from '../state/actions/run-action.ts'
import type { AssetProvider, AssetUpload } from '../uploads/insert-media.ts'
import { useClipboardEvents } from '../actions/use-clipboard-events.ts'
import { EditorCanvas } from './EditorCanvas.tsx'
import { LazyInspector as Inspector } from '../panels/LazyInspector.tsx'
import { LayerList } from '../layer-list/LayerList.tsx'
import { PanelResizer, panelWidthVariable, type ResizablePanel } from './PanelResizer.tsx'
import { Timebar } from './Timebar.tsx'
import { PlaybackClockMount } from '../state/use-playback-clock.ts'
import { Timeline } from '../timeline/Timeline.tsx'
import { WaveformView } from '../waveform/WaveformView.tsx'
import { createUiStore, type TrackSize } from '../state/ui-store.ts'
import { ReadOnlyContext, useReadOnly } from '../state/read-only.ts'
import { TimelineResizer } from './TimelineResizer.tsx'
import { defaultPanelWidthFor, isCompactWidth, useEditorWidth } from './use-compact-layout.ts'
import { DrawerToggles, type Drawer } from './DrawerToggles.tsx'
import { textStylesOf, type TextStyleStorage } from '../inspector/text-styles/text-style-store.ts'
import { DEFAULT_VIEW_AIDS, viewAidsFrom, type ViewAids } from '../state/view-aids.ts'
import { useSceneEditorInstance, type SceneEditorChange } from './use-scene-editor-instance.ts'
import type { PersistenceOptions } from '../persistence/persistence.ts'
import { usePersistence } from '../persistence/use-persistence.ts'
import { useShortcutHandler } from '../actions/use-shortcut-handler.ts'
import { useGlobalShortcuts } from './use-global-shortcuts.ts'
import { useFocusAfterHistory } from '../a11y/use-focus-after-history.ts'
import { SideArea } from '../panels/SideArea.tsx'

export interface SceneEditorProps {
  /** Controlled document (`{aspect_ratio?, scene: {tracks}}` or a bare `{tracks}`). */
  value?: EditorDocument
  /**
   * Called once per committed change — one undo step (a whole drag, a typed value), an undo, a
   * redo, a restore from `persistence` — with the new document (pass it back as `value`) and
   * what the change was. Passing back a document the editor produced keeps its history; any
   * other `value` is loaded with a fresh history.
   */
  onChange?: (document: EditorDocument, change: SceneEditorChange) => void
  /** Called on every change of the document, each pointer move of a drag included (live views). */
  onInput?: (document: EditorDocument) => void
  /**
   * Keeps the document in IndexedDB under `key`: restored at mount (a fresh history), saved
   * `debounceMs` (default 500) after each committed change. See `createPersistence`.
   */
  persistence?: PersistenceOptions
  /** Uncontrolled initial document. */
  defaultValue?: EditorDocument
  /** Use an Editor created by the host instead (value/defaultValue are then ignored). */
  editor?: Editor
  readOnly?: boolean
  /** Overrides the document's `aspect_ratio`. */
  aspectRatio?: number | null
  /** Renderers for custom layer kinds, passed to the canvas. */
  renderers?: LayerRenderers
  /** Receives the Editor instance (commands, undo, selection…). */
  editorRef?: Ref<Editor | null>
  /**
   * Called once per Editor instance (not on every render), after mount or when the Editor is
   * replaced; may return a cleanup, run when that Editor is replaced or the editor unmounts.
   */
  onEditorReady?: (editor: Editor) => void | (() => void)
  /** Receives the canvas handle: `exportPng()` (the current frame at canvas size), nodes, view. */
  canvasRef?: Ref<SceneCanvasHandle>
  /**
   * The editor UI's colours (`data-ps-theme` on its root; default: light, or what an ancestor's
   * `data-ps-theme` says). The canvas keeps the scene's colours. Finer theming: set the `--ps-*`
   * CSS variables through `className`/`style`.
   */
  theme?: 'light' | 'dark'
  /** Theme: set the `--ps-*` CSS variables here or through a class. */
  className?: string
  style?: CSSProperties
  /** Canvas background colour. */
  background?: string
  showLayerList?: boolean
  showInspector?: boolean
  showTimebar?: boolean
  /** Shows the Slots panel (a tab beside Properties; default true). */
  showSlots?: boolean
  /** Shows the Problems panel (live lint; a tab beside Properties; default true). */
  showProblems?: boolean
  /** Shows the timeline under the canvas (default true); `timeline={false}` hides it. */
  timeline?: boolean
  /** Shows the waveform view (the scene's sound, word timing) under the timeline (default true). */
  waveform?: boolean
  /**
   * The user actions every surface reads (keys, toolbar, Insert menu): e.g.
   * `createActionRegistry(defaultActions)` with actions added, overridden or removed. Default:
   * the built-in actions.
   */
  actions?: ActionRegistry
  /** Starting widths (px) of the side panels, which the user resizes by their separators. */
  defaultPanelWidths?: Partial<Record<ResizablePanel, number>>
  /** After the user resized a side panel (e.g. to keep the width for the next session). */
  onPanelResize?: (panel: ResizablePanel, width: number) => void
  /**
   * Rulers, guides and grid to start with (UI state, not in the document), e.g. what
   * `onViewAidsChange` gave for this template last time; read once, fields of the wrong type
   * are left at their defaults.
   */
  defaultViewAids?: Partial<ViewAids>
  /** After the user changed the rulers, guides or grid (e.g. to keep them per template). */
  onViewAidsChange?: (aids: ViewAids) => void
  /**
   * Where "Save as style" keeps the designer's text styles (load once, save the whole list);
   * without it they last the session.
   */
  textStyles?: TextStyleStorage
  /**
   * Starting height (px) of the timeline, which the user resizes by the "Resize timeline"
   * separator; default: 30 % of the editor's height (150–440 px).
   */
  defaultTimelineHeight?: number
  /** After the user resized the timeline (e.g. to keep the height for the next session). */
  onTimelineResize?: (height: number) => void
  /** Starting "Track height" of the timeline (default `medium`). */
  defaultTrackSize?: TrackSize
  /** After the user picked another "Track height". */
  onTrackSizeChange?: (size: TrackSize) => void
  /**
   * Media the embedder offers (e.g. its library): `list(kind)` fills "Image from library…" /
   * "Audio from library…" in the Insert menu, a picker that inserts the chosen asset.
   */
  assets?: AssetProvider
  /**
   * Uploads a file dropped on the canvas or pasted, resolving to its lasting URL (stored in the
   * layer). Without it the layer points at a `blob:` URL valid for this page only, and a notice
   * says a saved template cannot load it.
   */
  onAssetUpload?: AssetUpload
  /**
   * UI strings over English: any part of `Translations` (e.g. a complete object for another
   * language). `translations.actions` relabels actions by id.
   */
  translations?: PartialTranslations
  /**
   * Replaces (a component) or hides (`null`) parts of the editor: `LayerList`, `Inspector`,
   * `Toolbar`, `Timebar`, `Timeline`, `Waveform`, `SlotsPanel`, `ProblemsPanel`.
   */
  components?: EditorComponents
  /**
   * Inspector sections added per layer kind or replacing built-in ones by id (`null` component
   * hides one): see `composeInspectorSections`.
   */
  inspectorSections?: readonly InspectorSection[]
  /**
   * Layer kinds the embedder adds: each gets an Insert item (`insert.<type>`, its label and
   * `create` defaults), its renderer and its inspector sections.
   */
  layerKinds?: readonly CustomLayerKind[]
}

/** What a `ref` on `<SceneEditor>` reaches. */
export interface SceneEditorHandle {
  /** The Editor behind it (commands, undo, selection…). */
  readonly editor: Editor
  /** The canvas at the playhead as PNG (canvas pixels × `pixelRatio`; no selection drawn). */
  exportPng(options?: ExportFrameOptions): Promise<Blob>
  /** The same frame as a data URL. */
  exportDataUrl(options?: ExportFrameOptions): string
  /** The document as core's `serialize` writes it (byte-exact: key order, unknown fields, nulls). */
  exportJson(): string
  play(): void
  pause(): void
  /** Moves the playhead, ms. */
  seek(ms: number): void
  /**
   * The current document as a video file with its sound (`exportVideo`; custom kinds drawn by
   * this editor's renderers, its `background` behind the layers unless the options give one).
   */
  exportVideo(options?: ExportVideoOptions): Promise<ExportVideoResult>
  /**
   * Runs a registered action by id with this editor's UI context, as a menu would (e.g.
   * `runAction('resize')` opens the dialog "Resize" from a host's own settings button).
   */
  runAction(id: string): void
}

/** Layer list, canvas and inspector over one Editor: the all-in-one template editor. */
export const SceneEditor = forwardRef<SceneEditorHandle, SceneEditorProps>(function SceneEditor(
  {
    value,
    onChange,
    onInput,
    persistence,
    defaultValue,
    editor: external,
    readOnly = false,
    aspectRatio,
    renderers,
    editorRef,
    onEditorReady,
    canvasRef: outerCanvas,
    theme,
    className,
    style,
    background,
    showLayerList = true,
    showInspector = true,
    showTimebar = true,
    showSlots = true,
    showProblems = true,
    timeline = true,
    waveform = true,
    actions,
    defaultPanelWidths,
    onPanelResize,
    defaultViewAids,
    onViewAidsChange,
    textStyles,
    defaultTimelineHeight,
    onTimelineResize,
    defaultTrackSize,
    onTrackSizeChange,
    assets,
    onAssetUpload,
    translations,
    components = NO_COMPONENTS,
    inspectorSections,
    layerKinds = NO_KINDS,
  },
  ref,
) {
  const { editor, replaceDocument } = useSceneEditorInstance({
    value,
    defaultValue,
    onChange,
    onInput,
    editor: external,
  })
  usePersistence(editor, persistence, replaceDocument)
  // The starting rulers, guides, grid and track height only: later changes are the user's.
  const [ui] = useState(() =>
    createUiStore({
      viewAids: viewAidsFrom({ ...DEFAULT_VIEW_AIDS, ...defaultViewAids }),
      ...(defaultTrackSize ? { trackSize: defaultTrackSize } : {}),
    }),
  )
  const onViewAidsChangeRef = useRef(onViewAidsChange)
  onViewAidsChangeRef.current = onViewAidsChange
  const onTrackSizeChangeRef = useRef(onTrackSizeChange)
  onTrackSizeChangeRef.current = onTrackSizeChange
  useEffect(() => {
    let last = ui.getState()
    return ui.subscribe(() => {
      const now = ui.getState()
      if (now.viewAids !== last.viewAids) onViewAidsChangeRef.current?.(now.viewAids)
      if (now.trackSize !== last.trackSize) onTrackSizeChangeRef.current?.(now.trackSize)
      last = now
    })
  }, [ui])
  const canvasRef = useRef<SceneCanvasHandle>(null)
  const allRenderersRef = useRef<LayerRenderers | undefined>(undefined)
  const outerCanvasRef = useRef(outerCanvas)
  outerCanvasRef.current = outerCanvas
  // The canvas handle for the editor's own handle (exports) and for an embedder's `canvasRef`.
  const setCanvas = useCallback((handle: SceneCanvasHandle | null) => {
    canvasRef.current = handle
    const outer = outerCanvasRef.current
    if (typeof outer === 'function') outer(handle)
    else if (outer) outer.current = handle
  }, [])
  useImperativeHandle(editorRef, () => editor, [editor])
  useImperativeHandle(ref, (): SceneEditorHandle => {
    const canvas = () => {
      if (!canvasRef.current) throw new Error('SceneEditor: the canvas is not mounted yet')
      return canvasRef.current
    }
    return {
      editor,
      exportPng: async (options) => canvas().exportPng(options),
      exportDataUrl: (options) => canvas().exportDataUrlSync(options),
      exportJson: () => serialize(editor.document),
      play: () => editor.play(),
      pause: () => editor.pause(),
      seek: (ms) => editor.seek(ms),
      exportVideo: async (options) => {
        const document = editor.document
        const renderers = { ...allRenderersRef.current, ...options?.renderers }
        // Video out is loaded with the first export, not with the editor (CONTEXT.md).
        const { exportVideo } = await import('../export/video/export-video.ts')
        return exportVideo(document, { background, ...options, renderers })
      },
      runAction(id) {
        const action = registryRef.current?.get(id)
        if (!action) throw new Error(`SceneEditor: no registered action "${id}"`)
        runRegisteredAction(action, editor, { store: ui, readOnly: readOnlyRef.current })
      },
    }
  }, [editor, background, ui])
  const readOnlyRef = useRef(readOnly)
  readOnlyRef.current = readOnly
  const registryRef = useRef<ActionRegistry | null>(null)
  const onEditorReadyRef = useRef(onEditorReady)
  onEditorReadyRef.current = onEditorReady
  useEffect(() => textStylesOf(ui).setStorage(textStyles), [ui, textStyles])
  useEffect(() => {
    actionSurfacesOf(ui).setMedia({ assets, upload: onAssetUpload })
  }, [ui, assets, onAssetUpload])
  useEffect(() => {
    const cleanup = onEditorReadyRef.current?.(editor)
    return typeof cleanup === 'function' ? cleanup : undefined
  }, [editor])
  const registry = useMemo(() => actions ?? createActionRegistry(defaultActions), [actions])
  registryRef.current = registry
  useLayoutEffect(() => {
    for (const kind of layerKinds) registry.register(customKindInsertAction(kind))
    return () => {
      for (const kind of layerKinds) registry.remove(`insert.${kind.type}`)
    }
  }, [registry, layerKinds])
  const allRenderers = useMemo(
    () => renderersOfKinds(layerKinds, renderers),
    [layerKinds, renderers],
  )
  allRenderersRef.current = allRenderers
  const customization = useMemo(
    () => ({
      components,
      inspectorSections: [...sectionsOfKinds(layerKinds), ...(inspectorSections ?? [])],
    }),
    [components, layerKinds, inspectorSections],
  )
  const ids = useId()
  // A narrow editor shows the side panels as drawers over the canvas (DrawerToggles).
  const rootRef = useRef<HTMLDivElement>(null)
  const editorWidth = useEditorWidth(rootRef)
  const compact = isCompactWidth(editorWidth)
  const autoPanelWidth = defaultPanelWidthFor(editorWidth)
  const panelWidth = (panel: ResizablePanel) => defaultPanelWidths?.[panel] ?? autoPanelWidth
  const shown = {
    layerList: showLayerList && components.LayerList !== null,
    inspector: showInspector && components.Inspector !== null,
    timebar: showTimebar && components.Timebar !== null,
    slots: showSlots && components.SlotsPanel !== null,
    problems: showProblems && components.ProblemsPanel !== null,
    timeline: timeline && components.Timeline !== null,
    waveform: waveform && components.Waveform !== null,
  }
  const showSide = shown.inspector || shown.slots || shown.problems
  const columns = [
    !compact &&
      shown.layerList && [
        'layers',
        `var(${panelWidthVariable('layers')}, var(--ps-panel-width, ${autoPanelWidth}px))`,
      ],
    ['canvas', 'minmax(0, 1fr)'],
    !compact &&
      showSide && [
        'inspector',
        `var(${panelWidthVariable('inspector')}, var(--ps-panel-width, ${autoPanelWidth}px))`,
      ],
  ].filter((c): c is string[] => Array.isArray(c))
  const area = (row: string) =>
    `"${columns.map(([name]) => (name === 'canvas' ? row : name)).join(' ')}"`
  const grid: CSSProperties = {
    gridTemplateColumns: columns.map(([, width]) => width).join(' '),
    gridTemplateAreas: [
      area('canvas'),
      area('timebar'),
      shown.timeline && area('timeline'),
      shown.waveform && area('waveform'),
    ]
      .filter(Boolean)
      .join(' '),
    gridTemplateRows: ['minmax(0, 1fr)', 'auto', shown.timeline && 'auto', shown.waveform && 'auto']
      .filter(Boolean)
      .join(' '),
    ...(defaultPanelWidths?.layers !== undefined && {
      [panelWidthVariable('layers')]: `${panelWidth('layers')}px`,
    }),
    ...(defaultPanelWidths?.inspector !== undefined && {
      [panelWidthVariable('inspector')]: `${panelWidth('inspector')}px`,
    }),
  }
  return (
    <EditorProvider editor={editor} ui={ui} actions={registry} translations={translations}>
      <EditorCustomizationContext.Provider value={customization}>
        <ReadOnlyContext.Provider value={readOnly}>
          <SceneEditorPanels
            ids={ids}
            rootRef={rootRef}
            compact={compact}
            className={['ps-scene-editor', className].filter(Boolean).join(' ')}
            style={{ ...grid, ...style }}
            theme={theme}
            aspectRatio={aspectRatio}
            renderers={allRenderers}
            background={background}
            setCanvas={setCanvas}
            showLayerList={shown.layerList}
            showInspector={shown.inspector}
            showTimebar={shown.timebar}
            showSlots={shown.slots}
            showProblems={shown.problems}
            timeline={shown.timeline}
            waveform={shown.waveform}
            panelWidth={panelWidth}
            onPanelResize={onPanelResize}
            defaultTimelineHeight={defaultTimelineHeight}
            onTimelineResize={onTimelineResize}
          />
        </ReadOnlyContext.Provider>
      </EditorCustomizationContext.Provider>
    </EditorProvider>
  )
})

const NO_COMPONENTS: EditorComponents = {}
const NO_KINDS: readonly CustomLayerKind[] = []

interface SceneEditorPanelsProps {
  ids: string
  rootRef: React.RefObject<HTMLDivElement | null>
  compact: boolean
  className: string
  style: CSSProperties
  theme: 'light' | 'dark' | undefined
  aspectRatio: number | null | undefined
  renderers: LayerRenderers | undefined
  background: string | undefined
  setCanvas: (handle: SceneCanvasHandle | null) => void
  showLayerList: boolean
  showInspector: boolean
  showTimebar: boolean
  showSlots: boolean
  showProblems: boolean
  timeline: boolean
  waveform: boolean
  panelWidth: (panel: ResizablePanel) => number
  onPanelResize: ((panel: ResizablePanel, width: number) => void) | undefined
  defaultTimelineHeight: number | undefined
  onTimelineResize: ((height: number) => void) | undefined
}

/** The editor's columns and rows, inside the providers (it reads translations and components). */
function SceneEditorPanels({
  ids,
  rootRef,
  compact,
  className,
  style,
  theme,
  aspectRatio,
  renderers,
  background,
  setCanvas,
  showLayerList,
  showInspector,
  showTimebar,
  showSlots,
  showProblems,
  timeline,
  waveform,
  panelWidth,
  onPanelResize,
  defaultTimelineHeight,
  onTimelineResize,
}: SceneEditorPanelsProps) {
  const readOnly = useReadOnly()
  const t = useTranslations().sceneEditor
  const { components } = useContext(EditorCustomizationContext)
  const showSide = showInspector || showSlots || showProblems
  const [openDrawer, setOpenDrawer] = useState<Drawer | null>(null)
  const drawer = compact ? openDrawer : null
  const toggleDrawer = (which: Drawer) => setOpenDrawer((d) => (d === which ? null : which))
  // Escape in an open drawer closes it and gives focus back to its toggle.
  const onDrawerKey = (event: React.KeyboardEvent) => {
    if (!drawer || event.key !== 'Escape' || event.defaultPrevented) return
    const panel = (event.target as Element).closest(
      '.ps-scene-editor__layers, .ps-scene-editor__inspector',
    )
    if (!panel) return
    event.preventDefault()
    setOpenDrawer(null)
    rootRef.current
      ?.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(panel.id)}"]`)
      ?.focus()
  }
  return (
    <SceneEditorLayout
      className={className}
      style={style}
      theme={theme}
      rootRef={rootRef}
      compact={compact}
      drawer={drawer}
      onDrawerKey={onDrawerKey}
    >
      {compact && (showLayerList || showSide) && (
        <DrawerToggles
          ids={ids}
          open={drawer}
          onToggle={toggleDrawer}
          layers={showLayerList}
          inspector={showSide}
        />
      )}
      {showLayerList && (
        <nav id={`${ids}layers`} className="ps-scene-editor__layers" aria-label={t.layerPanel}>
          <h2 className="ps-scene-editor__panel-title">{t.layersTitle}</h2>
          {renderPart(components, 'LayerList', LayerList, { readOnly })}
        </nav>
      )}
      {showLayerList && !compact && (
        <PanelResizer
          panel="layers"
          defaultWidth={panelWidth('layers')}
          controls={`${ids}layers`}
          onResize={onPanelResize}
        />
      )}
      <EditorCanvas
        aspectRatio={aspectRatio}
        renderers={renderers}
        background={background}
        canvasRef={setCanvas}
      />
      <PlaybackClockMount />
      {showTimebar && renderPart(components, 'Timebar', Timebar, {})}
      {timeline && (
        <TimelineResizer defaultHeight={defaultTimelineHeight} onResize={onTimelineResize} />
      )}
      {timeline && renderPart(components, 'Timeline', Timeline, { readOnly })}
      {waveform && renderPart(components, 'Waveform', WaveformView, { readOnly })}
      {showInspector && !showSlots && !showProblems ? (
        <aside
          id={`${ids}inspector`}
          className="ps-scene-editor__inspector"
          aria-label={t.inspectorPanel}
        >
          <h2 className="ps-scene-editor__panel-title">{t.propertiesTitle}</h2>
          {renderPart(components, 'Inspector', Inspector, { readOnly })}
        </aside>
      ) : (
        showSide && (
          <SideArea
            id={`${ids}inspector`}
            inspector={showInspector}
            slots={showSlots}
            problems={showProblems}
          />
        )
      )}
      {showSide && !compact && (
        <PanelResizer
          panel="inspector"
          defaultWidth={panelWidth('inspector')}
          controls={`${ids}inspector`}
          onResize={onPanelResize}
        />
      )}
      <ActionOverlays />
    </SceneEditorLayout>
  )
}

function SceneEditorLayout({
  className,
  style,
  theme,
  rootRef,
  compact,
  drawer,
  onDrawerKey,
  children,
}: {
  className: string
  style: CSSProperties
  theme: 'light' | 'dark' | undefined
  rootRef: React.RefObject<HTMLDivElement | null>
  compact: boolean
  drawer: Drawer | null
  onDrawerKey: (event: React.KeyboardEvent) => void
  children: React.ReactNode
}) {
  const readOnly = useReadOnly()
  // Shortcuts typed outside the canvas (e.g. Delete or Ctrl+Z in the layer list); arrows there
  // move focus, so they do not nudge.
  const onKeyDown = useShortcutHandler(readOnly, undefined, false)
  const clipboard = useClipboardEvents(readOnly)
  // Undo, redo and `?` from anywhere in the page; focus kept in the editor after an undo.
  useGlobalShortcuts(rootRef, readOnly)
  useFocusAfterHistory(rootRef)
  return (
    <div
      ref={rootRef}
      className={className}
      style={style}
      data-ps-theme={theme}
      data-ps-compact={compact || undefined}
      data-ps-drawer={drawer ?? undefined}
      onKeyDown={(event) => {
        onDrawerKey(event)
        if (!event.defaultPrevented) onKeyDown(event)
      }}
      {...clipboard}
    >
      {children}
    </div>
  )
}
