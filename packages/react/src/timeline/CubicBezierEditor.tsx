import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react'
import { NAMED_CUBIC_BEZIERS } from '@podscene/core'
import { curvePath, roundPoint, type BezierPoints } from './easing-choices.ts'
import { followPointer } from './follow-pointer.ts'
import { useTranslations } from '../i18n/use-translations.tsx'
import { formatMessage } from '../i18n/translations.ts'

export interface CubicBezierEditorProps {
  /** The curve shown (the keyframe's stored one). */
  value: BezierPoints
  /** A finished change: one drag, one field edit or one preset (the caller writes it once). */
  onCommit(points: BezierPoints): void
  disabled?: boolean
}

/** Side of the 0–1 square in SVG units, and the room around it for overshooting y. */
const SIZE = 120
const PAD_X = 10
const PAD_Y = 60
const Y_MIN = -(PAD_Y - 6) / SIZE
const Y_MAX = 1 + (PAD_Y - 6) / SIZE

const PRESETS = Object.entries(NAMED_CUBIC_BEZIERS) as [string, BezierPoints][]
const FIELDS = ['x1', 'y1', 'x2', 'y2'] as const

/**
 * A cubic-bezier curve editor: the curve in a 0–1 square (y may overshoot), two draggable
 * control points (x clamped to 0–1 as CSS requires), four numeric fields and the named presets.
 * Drags preview locally and commit once at release, so each gesture is one undo step; Escape and
 * pointercancel drop a drag (`followPointer`, the timeline's one pointer lifecycle). It is a
 * small SVG control over a value, not a document gesture, so it stays out of core's interaction.
 */
export function CubicBezierEditor({ value, onCommit, disabled = false }: CubicBezierEditorProps) {
  const [draft, setDraft] = useState<BezierPoints | null>(null)
  const t = useTranslations().keyframeLane
  const svg = useRef<SVGSVGElement>(null)
  const stopDrag = useRef<(() => void) | null>(null)
  // Unmounted mid-drag (the menu closed): drop the drag and its window listeners.
  useEffect(() => () => stopDrag.current?.(), [])
  const points = draft ?? value
  const X = (x: number) => PAD_X + x * SIZE
  const Y = (y: number) => PAD_Y + (1 - y) * SIZE

  const dragHandle = (event: ReactPointerEvent<SVGCircleElement>, which: 0 | 1) => {
    if (disabled || event.button !== 0 || !svg.current) return
    event.preventDefault()
    event.stopPropagation()
    const el = event.currentTarget
    try {
      el.setPointerCapture(event.pointerId)
    } catch {
      // A synthetic pointer cannot be captured; the element listeners still see it.
    }
    const box = svg.current.getBoundingClientRect()
    const scale = box.width / (SIZE + 2 * PAD_X)
    let latest: BezierPoints = points
    const at = (e: PointerEvent): BezierPoints => {
      const x = Math.min(1, Math.max(0, ((e.clientX - box.left) / scale - PAD_X) / SIZE))
      const y = Math.min(Y_MAX, Math.max(Y_MIN, 1 - ((e.clientY - box.top) / scale - PAD_Y) / SIZE))
      const next = [...latest] as [number, number, number, number]
      next[which * 2] = roundPoint(x)
      next[which * 2 + 1] = roundPoint(y)
      return next
    }
    // The timeline's pointer lifecycle: Escape and pointercancel drop the drag alike.
    stopDrag.current?.()
    stopDrag.current = followPointer(event.pointerId, {
      move: (e) => {
        latest = at(e)
        setDraft(latest)
      },
      up: () => {
        stopDrag.current = null
        setDraft(null)
        if (latest.some((v, i) => v !== value[i])) onCommit(latest)
      },
      cancel: () => {
        stopDrag.current = null
        setDraft(null)
      },
    })
  }

  const [a, b, c, d] = points
  return (
    <div className="ps-bezier" role="group" aria-label={t.curveEditor}>
      <svg
        ref={svg}
        className="ps-bezier__plot"
        viewBox={`0 0 ${SIZE + 2 * PAD_X} ${SIZE + 2 * PAD_Y}`}
        width={SIZE + 2 * PAD_X}
        height={SIZE + 2 * PAD_Y}
        // The handles are for the pointer; the numbers below are the same points for everyone.
        aria-hidden="true"
      >
        <rect className="ps-bezier__square" x={X(0)} y={Y(1)} width={SIZE} height={SIZE} />
        <line className="ps-bezier__arm" x1={X(0)} y1={Y(0)} x2={X(a)} y2={Y(b)} />
        <line className="ps-bezier__arm" x1={X(1)} y1={Y(1)} x2={X(c)} y2={Y(d)} />
        <path className="ps-bezier__curve" d={curvePath(points, SIZE, PAD_X, PAD_Y)} />
        {([0, 1] as const).map((which) => (
          <circle
            key={which}
            className="ps-bezier__handle"
            data-control-point={which + 1}
            cx={X(points[which * 2]!)}
            cy={Y(points[which * 2 + 1]!)}
            r={6}
            onPointerDown={(e) => dragHandle(e, which)}
          />
        ))}
      </svg>
      <div className="ps-bezier__fields">
        {FIELDS.map((name, i) => (
          <BezierField
            key={name}
            label={name}
            value={points[i]!}
            disabled={disabled}
            min={i % 2 === 0 ? 0 : undefined}
            max={i % 2 === 0 ? 1 : undefined}
            onCommit={(v) => {
              const next = [...value] as [number, number, number, number]
              next[i] = v
              onCommit(next)
            }}
          />
        ))}
      </div>
      <div className="ps-bezier__presets" role="group" aria-label={t.presets}>
        {PRESETS.map(([name, preset]) => (
          <button
            key={name}
            type="button"
            aria-label={formatMessage(t.preset, { name })}
            disabled={disabled}
            onClick={() => onCommit(preset)}
          >
            {name}
          </button>
        ))}
      </div>
    </div>
  )
}

interface BezierFieldProps {
  label: string
  value: number
  min?: number
  max?: number
  disabled: boolean
  onCommit(value: number): void
}

/** One number of the curve: committed on Enter or blur; out of range or not a number is refused. */
function BezierField({ label, value, min, max, disabled, onCommit }: BezierFieldProps) {
  const [text, setText] = useState(String(value))
  const [error, setError] = useState<string | null>(null)
  const t = useTranslations().keyframeLane
  useEffect(() => {
    setText(String(value))
    setError(null)
  }, [value])
  const commit = () => {
    const v = Number(text)
    if (text.trim() === '' || !Number.isFinite(v)) {
      setError(formatMessage(t.notANumber, { label, text }))
      return
    }
    if ((min !== undefined && v < min) || (max !== undefined && v > max)) {
      setError(formatMessage(t.outOfRange, { label, min: min ?? '', max: max ?? '', value: v }))
      return
    }
    setError(null)
    if (roundPoint(v) !== value) onCommit(roundPoint(v))
  }
  return (
    <label className="ps-bezier__field">
      <span>{label}</span>
      <input
        type="text"
        inputMode="decimal"
        aria-label={formatMessage(t.curveField, { label })}
        aria-invalid={error ? true : undefined}
        title={error ?? undefined}
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit()
        }}
      />
      {error && (
        <span role="alert" className="ps-bezier__error">
          {error}
        </span>
      )}
    </label>
  )
}
