import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from 'react'
import {
  EditorCommandError,
  TimelineInteraction,
  timelineInput,
  type Editor,
  type TimelineFeedback,
  type TimelineGestureEnd,
  type TimelineLayout,
  type TimelineTarget,
} from '@podscene/core'
import type { UiStore } from '../state/ui-store.ts'
import { followPointer } from './follow-pointer.ts'
import { HEADER_WIDTH } from './timeline-types.ts'

/** How the part that started a gesture hears of its end. */
export interface GestureHandlers {
  /** Released (`end`) or cancelled (null); `dragged`: it got past a click. */
  onEnd?(end: TimelineGestureEnd | null, dragged: boolean): void
  /** A command refused the change at release: nothing was written. Absent: thrown. */
  onError?(error: EditorCommandError): void
  /** Capture the pointer on the pressed element (clips). */
  capture?: boolean
}

export interface TimelineGestures {
  readonly interaction: TimelineInteraction
  /** Starts a gesture from a press on `target`; the pointer is followed until it ends. */
  press(event: ReactPointerEvent<Element>, target: TimelineTarget, handlers?: GestureHandlers): void
}

/** What the host reads at each event (kept in a ref, updated every render). */
export interface TimelineGestureInputs {
  pxPerMs: number
  sceneEnd: number
  fillEnd: number
  extentMs: number
  readOnly: boolean
  layout(): TimelineLayout
}

export const TimelineGesturesContext = createContext<TimelineGestures | null>(null)

/**
 * The adapter between `<Timeline>`'s DOM and core's `TimelineInteraction`: pointer events become
 * `TimelineInput` (scene ms from the content's left edge past the headers, y in content px) and
 * one window-level pointer lifecycle (`followPointer`) serves every gesture.
 */
export function useTimelineGestureHost(
  editor: Editor,
  ui: UiStore,
  contentRef: RefObject<HTMLElement | null>,
  inputs: TimelineGestureInputs,
): TimelineGestures {
  const latest = useRef(inputs)
  latest.current = inputs
  const stopRef = useRef<(() => void) | null>(null)
  const gestures = useMemo(
    () => timelineGestures(editor, ui, contentRef, latest, stopRef),
    [editor, ui, contentRef],
  )
  // Unmounted mid-gesture: drop it and its window listeners.
  useEffect(() => () => stopRef.current?.(), [])
  return gestures
}

function timelineGestures(
  editor: Editor,
  ui: UiStore,
  contentRef: RefObject<HTMLElement | null>,
  latest: RefObject<TimelineGestureInputs>,
  stopRef: RefObject<(() => void) | null>,
): TimelineGestures {
  const interaction = new TimelineInteraction({
    editor,
    pxPerMs: () => latest.current.pxPerMs,
    sceneEnd: () => latest.current.sceneEnd,
    fillEnd: () => latest.current.fillEnd,
    extentMs: () => latest.current.extentMs,
    layout: () => latest.current.layout(),
    isLocked: (key) => ui.getState().locked.has(key),
    isHidden: (key) => ui.getState().hidden.has(key),
    readOnly: () => latest.current.readOnly,
  })
  const press = (
    event: ReactPointerEvent<Element>,
    target: TimelineTarget,
    handlers: GestureHandlers = {},
  ) => {
    if (event.button !== 0 || interaction.state !== 'idle') return
    const content = contentRef.current
    if (!content) return
    const inputOf = (e: PointerEvent | ReactPointerEvent<Element>, button: number) => {
      const box = content.getBoundingClientRect()
      const ms = (e.clientX - box.left - HEADER_WIDTH) / latest.current.pxPerMs
      return timelineInput(ms, e.clientY - box.top, {
        pointerId: e.pointerId,
        button,
        shiftKey: e.shiftKey,
        altKey: e.altKey,
        ctrlKey: e.ctrlKey,
        metaKey: e.metaKey,
      })
    }
    interaction.pointerDown({ ...inputOf(event, event.button), target })
    if (interaction.state === 'idle') return
    if (handlers.capture) {
      try {
        event.currentTarget.setPointerCapture(event.pointerId)
      } catch {
        // Synthetic pointers cannot be captured; the window listeners still see them.
      }
    }
    let dragged = false
    const unsubscribe = interaction.subscribe(() => {
      if (interaction.feedback.gesture !== null) dragged = true
    })
    const done = () => {
      stopRef.current = null
      unsubscribe()
    }
    const stop = followPointer(event.pointerId, {
      move: (e) => interaction.pointerMove(inputOf(e, -1)),
      up: (e) => {
        done()
        let end: TimelineGestureEnd | null
        try {
          end = interaction.pointerUp(inputOf(e, e.button))
        } catch (error) {
          if (!(error instanceof EditorCommandError) || !handlers.onError) throw error
          handlers.onError(error)
          return
        }
        handlers.onEnd?.(end, dragged)
      },
      cancel: () => {
        done()
        interaction.cancel()
        handlers.onEnd?.(null, dragged)
      },
    })
    stopRef.current = () => {
      stop()
      done()
      interaction.cancel()
    }
  }
  return { interaction, press }
}

/** The timeline gestures of the enclosing `<Timeline>`. */
export function useTimelineGestures(): TimelineGestures {
  const gestures = useContext(TimelineGesturesContext)
  if (!gestures) throw new Error('Timeline parts must be rendered inside <Timeline>')
  return gestures
}

/** A part of the gesture feedback; the component renders again when it changes. */
export function useTimelineFeedback<T>(select: (feedback: TimelineFeedback) => T): T {
  const { interaction } = useTimelineGestures()
  const subscribe = useCallback((fn: () => void) => interaction.subscribe(fn), [interaction])
  const read = () => select(interaction.feedback)
  // The same snapshot on the server: no gesture runs there (SSR of <SceneEditor>).
  return useSyncExternalStore(subscribe, read, read)
}
