import { useEffect, useImperativeHandle, useMemo, type CSSProperties, type Ref } from 'react'
import type { Editor, EditorDocument } from '@podscene/core'
import { EditorProvider } from '../hooks/editor-provider.tsx'
import type { ActionRegistry } from '../actions/registry.ts'
import type { LayerRenderers } from '../layers/renderer-types.ts'
import { ActionOverlays } from '../actions/ActionOverlays.tsx'
import { actionSurfacesOf } from '../actions/action-surfaces.ts'
import type { AssetProvider, AssetUpload } from '../actions/insert-media.ts'
import { useClipboardEvents } from '../actions/use-clipboard-events.ts'
import { EditorCanvas } from './EditorCanvas.tsx'
import { Inspector } from './inspector/Inspector.tsx'
import { LayerList } from './LayerList.tsx'
import { Timebar } from './Timebar.tsx'
import { PlaybackClockMount } from '../playback/use-playback-clock.ts'
import { Timeline } from '../timeline/Timeline.tsx'
import { createUiStore } from './ui-store.ts'
import { useSceneEditorInstance } from './use-scene-editor-instance.ts'
import { useShortcutHandler } from './use-shortcut-handler.ts'

export interface SceneEditorProps {
  /** Controlled document (`{aspect_ratio?, scene: {tracks}}` or a bare `{tracks}`). */
  value?: EditorDocument
  /** Called with the new document after every change (pass it back as `value`). */
  onChange?: (document: EditorDocument) => void
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
  onEditorReady?: (editor: Editor) => void
  /** Theme: set the `--ps-*` CSS variables here or through a class. */
  className?: string
  style?: CSSProperties
  /** Canvas background colour. */
  background?: string
  showLayerList?: boolean
  showInspector?: boolean
  showTimebar?: boolean
  /** Shows the timeline under the canvas (default true); `timeline={false}` hides it. */
  timeline?: boolean
  /**
   * The user actions every surface reads (keys, toolbar, Insert menu): e.g.
   * `createActionRegistry(defaultActions)` with actions added, overridden or removed. Default:
   * the built-in actions.
   */
  actions?: ActionRegistry
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
}

/** Layer list, canvas and inspector over one Editor: the all-in-one template editor. */
export function SceneEditor({
  value,
  onChange,
  defaultValue,
  editor: external,
  readOnly = false,
  aspectRatio,
  renderers,
  editorRef,
  onEditorReady,
  className,
  style,
  background,
  showLayerList = true,
  showInspector = true,
  showTimebar = true,
  timeline = true,
  actions,
  assets,
  onAssetUpload,
}: SceneEditorProps) {
  const editor = useSceneEditorInstance({ value, defaultValue, onChange, editor: external })
  const ui = useMemo(() => createUiStore(), [])
  useImperativeHandle(editorRef, () => editor, [editor])
  useEffect(() => {
    actionSurfacesOf(ui).setMedia({ assets, upload: onAssetUpload })
  }, [ui, assets, onAssetUpload])
  useEffect(() => {
    onEditorReady?.(editor)
  }, [editor, onEditorReady])
  const columns = [
    showLayerList && ['layers', 'var(--ps-panel-width)'],
    ['canvas', 'minmax(0, 1fr)'],
    showInspector && ['inspector', 'var(--ps-panel-width)'],
  ].filter((c): c is string[] => Array.isArray(c))
  const area = (row: string) =>
    `"${columns.map(([name]) => (name === 'canvas' ? row : name)).join(' ')}"`
  const grid: CSSProperties = {
    gridTemplateColumns: columns.map(([, width]) => width).join(' '),
    gridTemplateAreas: [area('canvas'), area('timebar'), timeline && area('timeline')]
      .filter(Boolean)
      .join(' '),
    gridTemplateRows: timeline ? 'minmax(0, 1fr) auto auto' : 'minmax(0, 1fr) auto',
  }
  return (
    <EditorProvider editor={editor} ui={ui} actions={actions}>
      <SceneEditorLayout
        className={['ps-scene-editor', className].filter(Boolean).join(' ')}
        style={{ ...grid, ...style }}
        readOnly={readOnly}
      >
        {showLayerList && (
          <nav className="ps-scene-editor__layers" aria-label="Layer panel">
            <h2 className="ps-scene-editor__panel-title">Layers</h2>
            <LayerList readOnly={readOnly} />
          </nav>
        )}
        <EditorCanvas
          aspectRatio={aspectRatio}
          renderers={renderers}
          readOnly={readOnly}
          background={background}
        />
        <PlaybackClockMount />
        {showTimebar && <Timebar />}
        {timeline && <Timeline readOnly={readOnly} />}
        {showInspector && (
          <aside className="ps-scene-editor__inspector" aria-label="Inspector panel">
            <h2 className="ps-scene-editor__panel-title">Properties</h2>
            <Inspector readOnly={readOnly} />
          </aside>
        )}
        <ActionOverlays />
      </SceneEditorLayout>
    </EditorProvider>
  )
}

function SceneEditorLayout({
  className,
  style,
  readOnly,
  children,
}: {
  className: string
  style: CSSProperties
  readOnly: boolean
  children: React.ReactNode
}) {
  // Shortcuts typed outside the canvas (e.g. Delete or Ctrl+Z in the layer list); arrows there
  // move focus, so they do not nudge.
  const onKeyDown = useShortcutHandler(readOnly, undefined, false)
  const clipboard = useClipboardEvents(readOnly)
  return (
    <div className={className} style={style} onKeyDown={onKeyDown} {...clipboard}>
      {children}
    </div>
  )
}
