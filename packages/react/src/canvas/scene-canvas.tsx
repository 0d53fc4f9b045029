import {
  forwardRef,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import type Konva from 'konva'
import { Layer, Rect, Stage } from '#react-konva'
import { canvasOfAspectRatioValue, type EvaluatedLayer, type SceneContainer } from '@podscene/core'
import { fitView, visibleCanvasRect, type Size, type ViewTransform } from './viewport.ts'
import { useLayersInView } from './use-layers-in-view.ts'
import { LayerNode } from '../layers/layer-node.tsx'
import { sameLayerContent } from '../layers/same-layer.ts'
import { applyFrame, type LayerFrame } from '../layers/layer-frame.ts'
import { rendererFor } from '../layers/default-renderers.ts'
import type { LayerRenderers } from '../layers/renderer-types.ts'
import { SceneTimeContext, SceneTimeStore } from '../layers/scene-time.ts'
import { applyLayerCamera, LiveLayersContext } from '../layers/camera.ts'
import { MediaCacheProvider, useMediaCache } from '../media/media-context.tsx'
import type { MediaCache } from '../media/media-cache.ts'
import type { ExportFrameOptions } from './export-frame.ts'
import { createCanvasHandle, type CanvasInternals } from './canvas-handle.ts'
import { placedLayers, type PlacedLayers } from './placed-layers.ts'

export interface SceneCanvasProps {
  /** The scene to draw; compiled and evaluated at `timeMs` through @podscene/core. */
  scene?: SceneContainer | null
  /** Already evaluated layers (draw order); used instead of `scene` when given. */
  layers?: readonly EvaluatedLayer[]
  /** Scene time in ms. */
  timeMs?: number
  /**
   * True while a playback clock advances `timeMs`: video layers then play along (muted; their
   * sound comes from the clock) instead of seeking to every frame. Default false.
   */
  playing?: boolean
  /** Project `aspect_ratio` code; absent, null or undefined = 16:9 (core `canvasOfAspectRatioValue`). */
  aspectRatio?: number | null
  /** Explicit canvas size, overriding `aspectRatio`. */
  canvasSize?: Size
  /** Viewport (stage) size in screen px. */
  width: number
  height: number
  /** Zoom and pan (controlled), or 'fit' (default) to show the whole canvas. */
  view?: ViewTransform | 'fit'
  /** Screen px kept around the canvas in 'fit'. */
  fitPadding?: number
  /** Canvas background colour (scene `bg_color`). */
  background?: string
  /** Renderers for custom layer kinds (or replacing a default). */
  renderers?: LayerRenderers
  /** Keys of layers not to draw (the editor's hidden layers). */
  hidden?: ReadonlySet<string>
  /** Editor mode: markers for invisible layers, preview media. */
  editing?: boolean
  /** Drawn in a Konva layer above the scene (selection, guides…); not exported. */
  overlay?: ReactNode
  /** Hide what lies outside the canvas (default true). */
  clipToCanvas?: boolean
  /** Skip layers outside the viewport (default true). */
  cull?: boolean
  /** Media cache to use (default: the one shared by every canvas of the page). */
  mediaCache?: MediaCache
  onStageReady?: (stage: Konva.Stage) => void
  onLayerPointerDown?: (key: string, event: Konva.KonvaEventObject<PointerEvent>) => void
  className?: string
}

export interface SceneCanvasHandle {
  getStage(): Konva.Stage | null
  /** The Konva group drawing a layer (only while it is visible and in view). */
  getNodeByKey(key: string): Konva.Group | undefined
  getView(): ViewTransform
  getCanvasSize(): Size
  /**
   * The layers evaluated for the last render, in draw order: with `scene` input and culling,
   * only those whose swept bounds reach the viewport (hidden ones left out).
   */
  getEvaluatedLayers(): readonly EvaluatedLayer[]
  /**
   * Moves the drawn scene to `timeMs` without a React render when that is all it takes: the
   * same layers with the same content (only placement, moving cameras and the clock change) are
   * placed at once and true returned; otherwise nothing changes and false is returned (render
   * the time instead). The next render takes over from there.
   */
  advanceTo(timeMs: number): boolean
  /** Resolves once no media load, decode or seek is in flight. */
  whenMediaSettled(): Promise<void>
  /** The canvas (not the viewport) as PNG; pixelRatio 1 = canvas pixels. */
  exportPng(options?: ExportFrameOptions): Promise<Blob>
  exportDataUrl(options?: ExportFrameOptions): Promise<string>
  /** `exportDataUrl` without the promise. */
  exportDataUrlSync(options?: ExportFrameOptions): string
}

export const OVERLAY_LAYER_NAME = 'podscene-overlay'
export const CONTENT_LAYER_NAME = 'podscene-content'

/** A react-konva Stage drawing a scene at time t. Konva holds no model data, only layer keys. */
export const SceneCanvas = /* @__PURE__ */ forwardRef<SceneCanvasHandle, SceneCanvasProps>(
  function SceneCanvas(props, ref) {
    return <CachedSceneStage {...props} handleRef={ref} createHandle={createCanvasHandle} />
  },
)

/**
 * `SceneCanvas` without its handle (no ref): what the player draws with, so the handle's code
 * (frame export, `advanceTo`) stays out of the player's initial code.
 */
export function SceneCanvasView(props: SceneCanvasProps) {
  return <CachedSceneStage {...props} />
}

type SceneStageProps = SceneCanvasProps & {
  handleRef?: React.ForwardedRef<SceneCanvasHandle>
  createHandle?: (internals: CanvasInternals) => SceneCanvasHandle
}

/** The stage with its media cache: the one given, else the one around it. */
function CachedSceneStage(props: SceneStageProps) {
  const inherited = useMediaCache()
  const cache = props.mediaCache ?? inherited
  return (
    <MediaCacheProvider cache={cache}>
      <SceneStage {...props} mediaCache={cache} />
    </MediaCacheProvider>
  )
}

function SceneStage(props: SceneStageProps & { mediaCache: MediaCache }) {
  const {
    width,
    height,
    timeMs = 0,
    playing = false,
    editing = false,
    clipToCanvas = true,
    cull = true,
    mediaCache,
  } = props
  const canvas = props.canvasSize ?? canvasOfAspectRatioValue(props.aspectRatio).size
  const view =
    props.view === undefined || props.view === 'fit'
      ? fitView({ width, height }, canvas, props.fitPadding)
      : props.view
  const seen = cull ? visibleCanvasRect({ width, height }, view) : null
  const evaluateAt = useRef<(timeMs: number) => readonly EvaluatedLayer[]>(() => [])
  const inView = useLayersInView(props.scene, props.layers, timeMs, seen, evaluateAt)
  const { hidden } = props
  const layers = useMemo(
    () => (hidden?.size ? inView.filter((l) => !hidden.has(l.key)) : inView),
    [inView, hidden],
  )
  const evaluated = useRef(layers)
  evaluated.current = layers
  // The latest evaluation of each layer, for media frames placing their camera (LiveLayersContext);
  // indexed by key on first use after each evaluation (media frames ask only when they render).
  const live = useRef<{ of: readonly EvaluatedLayer[]; byKey: Map<string, EvaluatedLayer> } | null>(
    null,
  )
  const liveLayer = useCallback((key: string) => {
    const now = evaluated.current
    if (live.current?.of !== now)
      live.current = { of: now, byKey: new Map(now.map((layer) => [layer.key, layer])) }
    return live.current.byKey.get(key)
  }, [])

  const stageRef = useRef<Konva.Stage | null>(null)
  const [timeStore] = useState(() => new SceneTimeStore())
  const nodes = useRef(new Map<string, Konva.Group>())
  const registerNode = useCallback((key: string, node: Konva.Group | null) => {
    if (node) nodes.current.set(key, node)
    else nodes.current.delete(key)
  }, [])
  const pointerDown = useRef(props.onLayerPointerDown)
  pointerDown.current = props.onLayerPointerDown
  const hasPointerDown = props.onLayerPointerDown !== undefined
  const onPointerDown = useMemo(
    () =>
      hasPointerDown
        ? (key: string, event: Konva.KonvaEventObject<PointerEvent>) =>
            pointerDown.current?.(key, event)
        : undefined,
    [hasPointerDown],
  )

  /** What the last render or advanceTo placed (node keys, placement, the layers drawn). */
  const placed = useRef<PlacedLayers>({ frames: [], drawnLayers: [] })
  const place = useCallback(
    (at: number, frames: [string, LayerFrame][], drawnLayers: EvaluatedLayer[]) => {
      timeStore.set(at, playingRef.current)
      frames.forEach(([key, frame], i) => {
        const node = nodes.current.get(key)
        if (!node) return
        applyFrame(node, frame)
        applyLayerCamera(node, drawnLayers[i]!)
      })
    },
    [timeStore],
  )
  const playingRef = useRef(playing)
  playingRef.current = playing
  const viewRef = useRef(view)
  viewRef.current = view
  const seenRef = useRef(seen)
  seenRef.current = seen
  const hiddenRef = useRef(hidden)
  hiddenRef.current = hidden
  const { createHandle } = props
  useImperativeHandle(
    props.handleRef,
    () =>
      createHandle!({
        canvas,
        mediaCache,
        place,
        stageRef,
        nodes,
        evaluated,
        evaluateAt,
        placed,
        viewRef,
        seenRef,
        hiddenRef,
      }),
    [canvas, mediaCache, place, createHandle],
  )

  const { onStageReady } = props
  useEffect(() => {
    if (stageRef.current) onStageReady?.(stageRef.current)
  }, [onStageReady])

  const { frames, drawnLayers } = placedLayers(layers, seen)
  const drawn = useLayerElements(frames, drawnLayers, {
    renderers: props.renderers,
    editing,
    registerNode,
    onPointerDown,
  })

  // Placement goes straight to the Konva groups: moving layers re-render nothing in React.
  placed.current = { frames, drawnLayers }
  useLayoutEffect(() => place(timeMs, frames, drawnLayers))

  const clip = clipToCanvas
    ? { clipX: 0, clipY: 0, clipWidth: canvas.width, clipHeight: canvas.height }
    : {}
  return (
    <div className={props.className ?? 'podscene-canvas'} style={{ width, height }}>
      <Stage
        ref={stageRef}
        width={width}
        height={height}
        scaleX={view.zoom}
        scaleY={view.zoom}
        x={view.x}
        y={view.y}
      >
        <Layer name={CONTENT_LAYER_NAME} listening={hasPointerDown} {...clip}>
          <SceneTimeContext.Provider value={timeStore}>
            <LiveLayersContext.Provider value={liveLayer}>
              <Rect
                width={canvas.width}
                height={canvas.height}
                fill={props.background ?? '#000000'}
                listening={false}
              />
              {drawn}
            </LiveLayersContext.Provider>
          </SceneTimeContext.Provider>
        </Layer>
        <Layer name={OVERLAY_LAYER_NAME}>{props.overlay}</Layer>
      </Stage>
    </div>
  )
}

interface ElementInputs {
  renderers: LayerRenderers | undefined
  editing: boolean
  registerNode: (key: string, node: Konva.Group | null) => void
  onPointerDown: ((key: string, event: Konva.KonvaEventObject<PointerEvent>) => void) | undefined
}

interface ElementCache extends ElementInputs {
  keys: string[]
  layers: EvaluatedLayer[]
  elements: ReactNode[]
}

/**
 * The LayerNode elements; the previous array itself when every drawn layer has the same key and
 * content as before (a playback frame that only moves things), so React skips the whole list.
 */
function useLayerElements(
  frames: [string, LayerFrame][],
  layers: EvaluatedLayer[],
  inputs: ElementInputs,
): ReactNode[] {
  const cache = useRef<ElementCache | null>(null)
  const prev = cache.current
  const reusable =
    prev !== null &&
    prev.renderers === inputs.renderers &&
    prev.editing === inputs.editing &&
    prev.registerNode === inputs.registerNode &&
    prev.onPointerDown === inputs.onPointerDown &&
    prev.keys.length === frames.length &&
    frames.every(
      ([key], i) => key === prev.keys[i] && sameLayerContent(layers[i]!, prev.layers[i]!),
    )
  if (reusable) return prev.elements
  const elements = layers.map((layer, i) => {
    const nodeKey = frames[i]![0]
    return (
      <LayerNode
        key={nodeKey}
        nodeKey={nodeKey}
        layer={layer}
        renderer={rendererFor(layer.type, inputs.renderers)}
        editing={inputs.editing}
        registerNode={inputs.registerNode}
        onPointerDown={inputs.onPointerDown}
      />
    )
  })
  cache.current = { ...inputs, keys: frames.map(([key]) => key), layers, elements }
  return elements
}
