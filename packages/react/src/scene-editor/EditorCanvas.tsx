import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type KeyboardEvent,
  type Ref,
} from 'react'
import type Konva from 'konva'
import {
  canvasOfAspectRatioValue,
  canvasSizeOfDocument,
  sceneOfDocument,
  screenToCanvas,
  type SceneContainer,
} from '@podscene/core'
import { SceneCanvas, type SceneCanvasHandle } from '../canvas/scene-canvas.tsx'
import { fitView } from '../canvas/viewport.ts'
import type { LayerRenderers } from '../layers/renderer-types.ts'
import { useEditor, useUiStore } from '../state/editor-context.ts'
import { useEditorState } from '../state/use-editor-state.ts'
import { useUiState } from '../state/use-ui-state.ts'
import { CanvasInteraction } from '../canvas-editing/canvas-interaction.ts'
import type { InteractionHost, OverlayHandles, View } from '../canvas-editing/interaction-host.ts'
import { SelectionOverlay } from '../canvas-editing/SelectionOverlay.tsx'
import { UploadPlaceholders } from '../uploads/UploadPlaceholders.tsx'
import { useElementSize } from '../lib/use-element-size.ts'
import { useShortcutHandler } from '../actions/use-shortcut-handler.ts'
import { CanvasToolbar } from './CanvasToolbar.tsx'
import { INLINE_TEXT_KINDS, InlineTextEditor } from '../canvas-editing/inline-text-editor.tsx'
import { isCroppable } from '../canvas-editing/crop/croppable.ts'
import type { ActionUi } from '../state/actions/types.ts'
import { useFillPreview } from '../slots/use-fill-preview.ts'
import { FillPreviewBadge } from '../slots/FillPreviewBadge.tsx'
import { useContextMenuTrigger } from '../state/actions/use-context-menu.ts'
import { useMediaDrop } from '../actions/use-media-drop.ts'
import { canvasContextTarget } from '../canvas-editing/canvas-context-target.ts'
import { renderPart, useEditorCustomization } from '../customization/editor-components.ts'
import { useTranslations } from '../i18n/use-translations.tsx'
import { useReadOnly } from '../state/read-only.ts'
import { RULER_PX } from '../canvas-editing/view-aids/ruler-ticks.ts'

// Loaded when first shown (rulers, grid or a guide on; crop mode): packages/react/CONTEXT.md.
const ViewAidsOverlay = lazy(() =>
  import('../canvas-editing/view-aids/ViewAidsOverlay.tsx').then((m) => ({
    default: m.ViewAidsOverlay,
  })),
)
const CropOverlay = lazy(() =>
  import('../canvas-editing/crop/CropOverlay.tsx').then((m) => ({ default: m.CropOverlay })),
)

export interface EditorCanvasProps {
  /** Overrides the document's `aspect_ratio` (null or an undefined code = 16:9, as core's rule). */
  aspectRatio?: number | null
  renderers?: LayerRenderers
  readOnly?: boolean
  /** Canvas background colour. */
  background?: string
  /** Screen px kept around the canvas by "fit to view" (and below the canvas toolbar). */
  fitPadding?: number
  className?: string
  /** Receives the interaction controller (tests, custom tools). */
  onInteractionReady?: (interaction: CanvasInteraction | null) => void
  /** The SceneCanvas handle (export the frame, look up nodes). */
  canvasRef?: Ref<SceneCanvasHandle>
}

/**
 * The editable canvas: <SceneCanvas> at the playhead plus selection, Transformer, snapping
 * guides, marquee, keyboard shortcuts, zoom and pan. Must be inside <EditorProvider>.
 */
export function EditorCanvas({
  aspectRatio,
  renderers,
  readOnly: ownReadOnly,
  background,
  fitPadding = 24,
  className,
  onInteractionReady,
  canvasRef: outerCanvasRef,
}: EditorCanvasProps) {
  const readOnly = useReadOnly(ownReadOnly)
  const editor = useEditor()
  const ui = useUiStore()
  const { components } = useEditorCustomization()
  const t = useTranslations().canvas
  const box = useRef<HTMLDivElement>(null)
  const size = useElementSize(box)
  const docCanvas = useEditorState((s) => canvasSizeOfDocument(s.document))
  const canvas = aspectRatio === undefined ? docCanvas : canvasOfAspectRatioValue(aspectRatio).size
  // While a move holds the canvas, it keeps the scene it drew (see InteractionHost.holdCanvas).
  const held = useRef<SceneContainer | null>(null)
  const [, redraw] = useReducer((n: number) => n + 1, 0)
  const editedScene = useEditorState((s) => held.current ?? sceneOfDocument(s.document))
  // A fill preview (Slots panel) is drawn instead of the document, read-only.
  const filled = useFillPreview().document
  const scene = filled ? sceneOfDocument(filled) : editedScene
  const canvasReadOnly = readOnly || filled !== null
  const drawnScene = useRef(scene)
  drawnScene.current = scene
  const selection = useEditorState((s) => s.session.selection)
  const zoom = useEditorState((s) => s.session.zoom)
  const playheadMs = useEditorState((s) => s.session.playheadMs)
  const playing = useEditorState((s) => s.session.playing)
  const hidden = useUiState((s) => s.hidden)
  const locked = useUiState((s) => s.locked)
  const panX = useUiState((s) => s.panX)
  const panY = useUiState((s) => s.panY)
  const view = useMemo<View>(() => ({ zoom, x: panX, y: panY }), [zoom, panX, panY])
  const rulers = useUiState((s) => s.viewAids.rulers)
  const aidsShown = useUiState(
    (s) => s.viewAids.rulers || s.viewAids.grid || s.viewAids.guides.length > 0,
  )

  const canvasRef = useRef<SceneCanvasHandle>(null)
  const overlayRef = useRef<OverlayHandles | null>(null)
  const latest = useRef({ view, canvas, readOnly: canvasReadOnly, size })
  latest.current = { view, canvas, readOnly: canvasReadOnly, size }

  // The view "fit to view" last set: while the view still equals it, resizes refit.
  const fittedView = useRef<View | null>(null)
  const host = useMemo<InteractionHost>(
    () => ({
      editor,
      ui,
      readOnly: () => latest.current.readOnly,
      view: () => latest.current.view,
      setView: (v) => {
        editor.setZoom(v.zoom)
        ui.setPan(v.x, v.y)
      },
      canvasSize: () => latest.current.canvas,
      nodeOf: (key) => canvasRef.current?.getNodeByKey(key),
      overlay: () => overlayRef.current,
      holdCanvas: (hold) => {
        held.current = hold ? drawnScene.current : null
        if (!hold) redraw()
      },
    }),
    [editor, ui],
  )

  const viewport = useMemo(
    () => ({
      fitToView: () => {
        const { size: s, canvas: c } = latest.current
        if (s.width <= 0 || s.height <= 0) return
        // The canvas toolbar floats over the viewport's top: the fitted canvas starts below it.
        const toolbar = box.current?.querySelector<HTMLElement>('.ps-scene-editor__toolbar')
        const top = toolbar
          ? Math.max(fitPadding, toolbar.offsetTop + toolbar.offsetHeight + 8)
          : fitPadding
        fittedView.current = fitView(s, c, fitPadding, top)
        host.setView(fittedView.current)
      },
      zoomBy: (factor: number) => interactionRef.current?.zoomAt(factor),
      zoomTo: (z: number) => {
        const current = latest.current.view.zoom
        interactionRef.current?.zoomAt(z / current)
      },
    }),
    [host, fitPadding],
  )

  // Fit when the viewport first has a size and when the canvas size changes; on a resize, refit
  // while the view is still the fitted one, otherwise keep the same canvas point in the centre.
  const fittedFor = useRef('')
  const lastSize = useRef(size)
  useLayoutEffect(() => {
    const before = lastSize.current
    lastSize.current = size
    if (size.width <= 0 || size.height <= 0) return
    const id = `${canvas.width}x${canvas.height}`
    const fitted = fittedView.current
    const { view: v } = latest.current
    const stillFitted = fitted && fitted.zoom === v.zoom && fitted.x === v.x && fitted.y === v.y
    if (fittedFor.current !== id || stillFitted) {
      fittedFor.current = id
      viewport.fitToView()
    } else if (before.width !== size.width || before.height !== size.height) {
      ui.setPan(v.x + (size.width - before.width) / 2, v.y + (size.height - before.height) / 2)
    }
  }, [size, canvas.width, canvas.height, viewport, ui])

  const interactionRef = useRef<CanvasInteraction | null>(null)
  const [interaction, setInteraction] = useState<CanvasInteraction | null>(null)
  const onStageReady = useCallback(
    (stage: Konva.Stage) => {
      interactionRef.current?.dispose()
      const next = new CanvasInteraction(host, stage)
      interactionRef.current = next
      setInteraction(next)
    },
    [host],
  )
  useEffect(
    () => () => {
      interactionRef.current?.dispose()
      interactionRef.current = null
    },
    [],
  )
  useEffect(() => {
    onInteractionReady?.(interaction)
  }, [interaction, onInteractionReady])

  const [overlay, setOverlay] = useState<OverlayHandles | null>(null)
  const onOverlayReady = useCallback((handles: OverlayHandles | null) => {
    overlayRef.current = handles
    setOverlay(handles)
  }, [])

  useLayoutEffect(() => {
    interaction?.bindTransformer(overlay?.transformer ?? null)
  }, [interaction, overlay])
  // When the selection, locks or the drawn nodes (edits, time, culling by the view) change; during
  // a resize or rotate the selected nodes were placed again and the Transformer follows them.
  useLayoutEffect(() => {
    interaction?.attachSelection()
  }, [interaction, overlay, selection, locked, hidden, scene, playheadMs, view, canvasReadOnly])

  // The layer under the last press: a double-click on a text layer edits its text in place.
  const lastPressed = useRef<string | null>(null)
  const onLayerPointerDown = useCallback((key: string) => {
    lastPressed.current = key
    interactionRef.current?.onLayerPointerDown(key)
  }, [])
  const [editingText, setEditingText] = useState<string | null>(null)
  const onDoubleClick = () => {
    const key = lastPressed.current
    const layer = key ? editor.getLayer(key)?.layer : undefined
    if (readOnly || !key || !layer || ui.getState().locked.has(key)) return
    // A double-click on an image or video enters crop mode; on text, edits the text in place.
    if (isCroppable(layer)) {
      editor.select([key])
      ui.setCropping(key)
      return
    }
    if (!INLINE_TEXT_KINDS.has(layer.type ?? '')) return
    editor.select([key])
    setEditingText(key)
  }
  const cropping = useUiState((s) => s.cropping)
  const endCropping = useCallback(() => {
    ui.setCropping(null)
    box.current?.focus({ preventScroll: true })
  }, [ui])
  const endTextEditing = useCallback(() => {
    setEditingText(null)
    if (document.activeElement === document.body) box.current?.focus({ preventScroll: true })
  }, [])
  const drawnHidden = useMemo(() => {
    const out = [editingText, cropping].filter((k): k is string => k !== null)
    return out.length > 0 ? new Set([...hidden, ...out]) : hidden
  }, [hidden, editingText, cropping])
  const setCanvasRef = useCallback(
    (handle: SceneCanvasHandle | null) => {
      canvasRef.current = handle
      if (typeof outerCanvasRef === 'function') outerCanvasRef(handle)
      else if (outerCanvasRef) outerCanvasRef.current = handle
    },
    [outerCanvasRef],
  )

  const canvasSize = useMemo(
    () => ({ width: canvas.width, height: canvas.height }),
    [canvas.width, canvas.height],
  )
  const actionUi = useMemo<ActionUi>(
    () => ({ store: ui, readOnly, viewport, canvasSize }),
    [ui, readOnly, viewport, canvasSize],
  )
  const contextTarget = useCallback(
    (event: Parameters<typeof canvasContextTarget>[1]) =>
      canvasContextTarget(
        { editor, ui, stage: canvasRef.current?.getStage(), view: latest.current.view },
        event,
      ),
    [editor, ui],
  )
  const contextMenu = useContextMenuTrigger('canvas', {
    readOnly,
    ui: actionUi,
    target: contextTarget,
  })
  const toCanvas = useCallback((clientX: number, clientY: number) => {
    const rect = box.current?.getBoundingClientRect()
    const at = { x: clientX - (rect?.left ?? 0), y: clientY - (rect?.top ?? 0) }
    return screenToCanvas(latest.current.view, at)
  }, [])
  const mediaDrop = useMediaDrop(actionUi, toCanvas)
  const shortcuts = useShortcutHandler(readOnly, viewport, true, canvasSize)
  const onKeyDown = (event: KeyboardEvent) => {
    contextMenu.onKeyDown(event)
    if (event.defaultPrevented) return
    if (event.key === ' ' && event.target === event.currentTarget) {
      event.preventDefault()
      interactionRef.current?.setSpaceHeld(true)
      return
    }
    shortcuts(event)
  }
  const onKeyUp = (event: KeyboardEvent) => {
    if (event.key === ' ') interactionRef.current?.setSpaceHeld(false)
  }

  return (
    <div
      ref={box}
      className={['ps-scene-editor__canvas', className].filter(Boolean).join(' ')}
      tabIndex={0}
      role="application"
      aria-label={t.label}
      aria-roledescription="editable canvas"
      onKeyDown={onKeyDown}
      onKeyUp={onKeyUp}
      onContextMenu={contextMenu.onContextMenu}
      onDragOver={mediaDrop.onDragOver}
      onDrop={mediaDrop.onDrop}
      onBlur={() => interactionRef.current?.setSpaceHeld(false)}
      onPointerDownCapture={() => {
        // Before the canvas's own listeners, which record the layer pressed (if any).
        lastPressed.current = null
      }}
      onPointerDown={(e) => e.currentTarget.focus({ preventScroll: true })}
      onDoubleClick={onDoubleClick}
      style={{
        position: 'relative',
        overflow: 'hidden',
        minWidth: 0,
        minHeight: 0,
        // The floating toolbar sits below the top ruler.
        ...(rulers && { ['--ps-canvas-toolbar-top' as string]: `${RULER_PX + 8}px` }),
      }}
    >
      {renderPart(components, 'Toolbar', CanvasToolbar, { ui: actionUi })}
      <FillPreviewBadge />
      {size.width > 0 && size.height > 0 && (
        <SceneCanvas
          ref={setCanvasRef}
          scene={scene}
          hidden={drawnHidden}
          timeMs={playheadMs}
          playing={playing}
          canvasSize={canvas}
          width={size.width}
          height={size.height}
          view={view}
          background={background}
          renderers={renderers}
          editing
          onStageReady={onStageReady}
          onLayerPointerDown={onLayerPointerDown}
          overlay={
            <SelectionOverlay
              canvasWidth={canvas.width}
              canvasHeight={canvas.height}
              onReady={onOverlayReady}
            />
          }
        />
      )}
      {size.width > 0 && size.height > 0 && aidsShown && (
        <Suspense fallback={null}>
          <ViewAidsOverlay view={view} size={size} canvas={canvas} />
        </Suspense>
      )}
      <UploadPlaceholders view={view} />
      {cropping && (
        <Suspense fallback={null}>
          <CropOverlay layerKey={cropping} view={view} onDone={endCropping} />
        </Suspense>
      )}
      {editingText && (
        <InlineTextEditor layerKey={editingText} view={view} onDone={endTextEditing} />
      )}
    </div>
  )
}
