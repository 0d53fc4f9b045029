import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useSyncExternalStore,
  type CSSProperties,
} from 'react'
import { SceneCanvasView } from '../canvas/scene-canvas.tsx'
import type { LayerRenderers } from '../layers/renderer-types.ts'
import type { MediaCache } from '../media/media-cache.ts'
import { useElementSize } from '../lib/use-element-size.ts'
import { formatTime } from '../lib/time-format.ts'
import { playerScenesOf, type PlayerSource } from './player-source.ts'
import { PlayerStore } from './player-store.ts'
import { sceneTransitionStyle } from './scene-transition.ts'
import { usePlayerClock } from './use-player-clock.ts'
import { usePlayerTranslations } from '../i18n/use-player-translations.ts'
import { formatMessage } from '../i18n/translations.ts'

/** How many recent reports an echoed controlled `time` is recognised among. */
const RECENT_REPORTS = 8

export interface ScenePlayerProps {
  /** A bare scene `{tracks}`, an image template `{aspect_ratio, scene}` or a project `{scenes}`. */
  source: PlayerSource
  /** Controlled time on the whole time line, ms: a value the player did not just report seeks. */
  time?: number
  /** Uncontrolled start time, ms. */
  defaultTime?: number
  /** Called with the time (ms, whole time line) whenever it changes: each frame while playing, on seeks. */
  onTimeUpdate?: (ms: number) => void
  /** Called when the end of the last scene is reached (never while `loop`). */
  onEnded?: () => void
  autoPlay?: boolean
  /** Starts again from the first scene at the end. */
  loop?: boolean
  /** Shows the play/pause button, the seek slider and the time (default true). */
  controls?: boolean
  /** Stage size in px; default: the container's width and the canvas's aspect ratio. */
  width?: number
  height?: number
  /** Renderers for custom layer kinds. */
  renderers?: LayerRenderers
  mediaCache?: MediaCache
  /**
   * The region's accessible name (default "Scene player", `player.label` of the enclosing
   * `<TranslationsProvider>`, which gives all its strings).
   */
  label?: string
  className?: string
  style?: CSSProperties
}

export interface ScenePlayerHandle {
  play(): void
  pause(): void
  /** Seeks on the whole time line, ms. */
  seek(ms: number): void
  /** The time on the whole time line, ms. */
  getTime(): number
  getDuration(): number
}

/**
 * A read-only preview of a scene, a template or a whole project (scenes in sequence with their
 * sound, `bg_color` and `transition`). Time comes from the shared playback clock.
 */
export const ScenePlayer = forwardRef<ScenePlayerHandle, ScenePlayerProps>(function ScenePlayer(
  {
    source,
    time,
    defaultTime = 0,
    onTimeUpdate,
    onEnded,
    autoPlay = false,
    loop = false,
    controls = true,
    width,
    height,
    renderers,
    mediaCache,
    label: labelProp,
    className,
    style,
  },
  ref,
) {
  const scenes = useMemo(() => playerScenesOf(source), [source])
  const t = usePlayerTranslations()
  const label = labelProp ?? t.label
  const startRef = useRef(time ?? defaultTime)
  startRef.current = time ?? defaultTime
  const store = useMemo(() => new PlayerStore(scenes, startRef.current), [scenes])
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)

  usePlayerClock(store)
  useEffect(() => {
    if (autoPlay) store.play()
    // Only when a new source is loaded: a later autoPlay change does not restart playback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store])
  store.loop = loop

  const callbacks = useRef({ onTimeUpdate, onEnded })
  callbacks.current = { onTimeUpdate, onEnded }
  // The last times reported: a host's `time` may lag a frame or two behind while playing.
  const reported = useRef<number[]>([store.getSnapshot().timeMs])
  useEffect(() => {
    store.onEnded = () => callbacks.current.onEnded?.()
    let last = store.getSnapshot().timeMs
    reported.current = [last]
    const unsubscribe = store.subscribe(() => {
      const t = store.getSnapshot().timeMs
      if (t === last) return
      last = t
      reported.current = [t, ...reported.current.slice(0, RECENT_REPORTS - 1)]
      callbacks.current.onTimeUpdate?.(t)
    })
    return () => {
      unsubscribe()
      store.onEnded = null
    }
  }, [store])
  // Controlled: a `time` that is not one the player just reported is a seek.
  useEffect(() => {
    if (time !== undefined && !reported.current.includes(time)) store.seekTo(time)
  }, [time, store])

  useImperativeHandle(
    ref,
    () => ({
      play: () => store.play(),
      pause: () => store.stop(),
      seek: (ms) => store.seekTo(ms),
      getTime: () => store.getSnapshot().timeMs,
      getDuration: () => store.durationMs,
    }),
    [store],
  )

  const box = useRef<HTMLDivElement>(null)
  const measured = useElementSize(box)
  const current = scenes[snapshot.sceneIndex]
  const canvas = current?.canvas ?? scenes[0]?.canvas ?? { width: 1920, height: 1080 }
  const stageSize = {
    width: width ?? measured.width,
    height: height ?? measured.height,
  }
  // A scene's transition plays as it follows another one (the first scene has nothing to leave).
  const transition =
    current && snapshot.sceneIndex > 0
      ? sceneTransitionStyle(current.transition, snapshot.sceneMs, current.canvas, stageSize)
      : null
  const duration = store.durationMs

  return (
    <div
      role="region"
      aria-label={label}
      className={['ps-scene-player', className].filter(Boolean).join(' ')}
      style={{ display: 'flex', flexDirection: 'column', gap: 6, ...style }}
      data-scene-index={snapshot.sceneIndex}
    >
      <div
        ref={box}
        className="ps-scene-player__stage"
        style={{
          position: 'relative',
          overflow: 'hidden',
          background: 'var(--ps-player-stage-bg, #000)',
          width: width ?? '100%',
          height: height ?? undefined,
          aspectRatio: height === undefined ? `${canvas.width} / ${canvas.height}` : undefined,
        }}
      >
        {current && stageSize.width > 0 && stageSize.height > 0 && (
          <div style={{ position: 'absolute', inset: 0, ...transition }}>
            <SceneCanvasView
              scene={current.scene}
              timeMs={snapshot.sceneMs}
              canvasSize={current.canvas}
              width={stageSize.width}
              height={stageSize.height}
              background={current.background ?? undefined}
              renderers={renderers}
              mediaCache={mediaCache}
            />
          </div>
        )}
      </div>
      {controls && (
        <div
          className="ps-scene-player__controls"
          style={{ display: 'flex', alignItems: 'center', gap: 8 }}
        >
          <button
            type="button"
            className="ps-scene-player__play"
            aria-label={snapshot.playing ? t.pause : t.play}
            disabled={scenes.length === 0}
            onClick={() => (snapshot.playing ? store.stop() : store.play())}
          >
            {snapshot.playing ? '❚❚' : '▶'}
          </button>
          <input
            type="range"
            className="ps-scene-player__seek"
            aria-label={t.seek}
            min={0}
            max={duration}
            step={1}
            value={snapshot.timeMs}
            aria-valuetext={formatTime(snapshot.timeMs)}
            disabled={duration === 0}
            style={{ flex: 1 }}
            onChange={(e) => store.seekTo(Number(e.currentTarget.value))}
          />
          <span className="ps-scene-player__time" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatTime(snapshot.timeMs)} / {formatTime(duration)}
          </span>
          {scenes.length > 1 && (
            <span className="ps-scene-player__scene">
              {formatMessage(t.sceneOf, { scene: snapshot.sceneIndex + 1, count: scenes.length })}
            </span>
          )}
          {snapshot.buffering && <span className="ps-scene-player__buffering">{t.buffering}</span>}
        </div>
      )}
    </div>
  )
})
