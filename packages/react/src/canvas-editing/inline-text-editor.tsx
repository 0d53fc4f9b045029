import { useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react'
import {
  joinWords,
  textWritingOf,
  wordsOfLayer,
  type EvaluatedLayer,
  type Layer,
} from '@podscene/core'
import { useEditor } from '../state/editor-context.ts'
import { useLayerAtPlayhead } from '../state/use-layers-at-playhead.ts'
import { resolveTextStyle } from '../layers/text-style.ts'
import { useTextFont } from '../layers/use-text-font.ts'
import type { View } from './interaction-host.ts'
import { useTranslations } from '../i18n/use-translations.tsx'
import { errorMessage } from '../lib/error-message.ts'

/** Layer kinds whose text is edited on the canvas by a double-click. */
export const INLINE_TEXT_KINDS: ReadonlySet<string> = new Set(['text', 'subtitle'])

/** The text a text layer draws (as the text renderer reads it). */
export function layerText(layer: Layer): string {
  return layer.prop?.textInfo?.content ?? layer.subtitle?.text ?? ''
}

/** A subtitle's shown words as one text, glued as core's joinWords glues them. */
export function subtitleWordsText(layer: Layer): string {
  return joinWords(
    wordsOfLayer(layer)
      .filter((word) => word.hide !== true)
      .map((word) => word.text ?? ''),
  ).trim()
}

const isSubtitle = (layer: Layer) => layer.type === 'subtitle'
const editedText = (layer: Layer) =>
  isSubtitle(layer) ? subtitleWordsText(layer) : layerText(layer)

export interface InlineTextEditorProps {
  layerKey: string
  view: View
  /** Called once when editing ends (committed or cancelled). */
  onDone(): void
}

/**
 * A textarea laid exactly over a text layer on the canvas (its box, rotation and scale under the
 * view; font, size, colour, alignment and padding as drawn), while the canvas leaves the layer
 * out. Enter commits (Shift+Enter: a new line), Escape cancels, leaving it (a click outside)
 * commits. A commit is one Editor command (`prop.textInfo.content`; for a subtitle, all its
 * words through `setSubtitleText`, which keeps the times of unchanged words), so one undo step;
 * an unchanged text writes nothing; a refused one (an empty subtitle) is shown, not lost.
 */
export function InlineTextEditor({ layerKey, view, onDone }: InlineTextEditorProps) {
  const editor = useEditor()
  const t = useTranslations().canvas
  const shown = useLayerAtPlayhead(layerKey)
  const area = useRef<HTMLTextAreaElement>(null)
  const done = useRef(false)
  const source = shown?.source
  const style = resolveTextStyle(source ?? {})
  const font = useTextFont(style.fontFamily, style.fontUrl)
  const initial = useRef(source ? editedText(source) : '')
  const [error, setError] = useState<string | null>(null)

  useLayoutEffect(() => {
    const el = area.current
    if (!el) return
    el.focus({ preventScroll: true })
    el.select()
  }, [])

  const finish = (commit: boolean) => {
    if (done.current) return
    done.current = true
    const text = area.current?.value ?? initial.current
    const layer = editor.getLayer(layerKey)?.layer
    if (commit && text !== initial.current && layer) {
      if (isSubtitle(layer)) {
        try {
          editor.setSubtitleText(layerKey, text)
        } catch (error) {
          // Keep the field and the typed text; the message says why.
          done.current = false
          setError(errorMessage(error))
          return
        }
      } else editor.setLayerField(layerKey, ['prop', 'textInfo', 'content'], text)
    }
    onDone()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Keys typed here are text, not canvas shortcuts.
    event.stopPropagation()
    if (event.key === 'Escape') {
      event.preventDefault()
      finish(false)
    } else if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault()
      finish(true)
    }
  }

  if (!shown) return null
  const box = boxStyle(shown, view, style, font.family)
  // Without an alignment of its own a subtitle is drawn centred, a text from where its
  // direction starts (right for Hebrew or Arabic; the textarea is dir="auto").
  const alignGiven = source?.prop?.textConfig?.align ?? source?.prop?.textInfo?.textAlign
  if (!alignGiven) box.textAlign = isSubtitle(shown.source) ? 'center' : 'start'
  // Vertical text is typed in columns, as the canvas draws it (core's writing-mode rule).
  const writing = textWritingOf(shown.source)
  if (writing.vertical) {
    box.writingMode = writing.mode
    box.textOrientation = writing.orientation
    box.lineHeight = style.lineHeight
  }
  return (
    <>
      <textarea
        ref={area}
        className="ps-inline-text-editor"
        aria-label={t.editText}
        aria-invalid={error !== null}
        dir="auto"
        defaultValue={initial.current}
        spellCheck={false}
        style={box}
        onKeyDown={onKeyDown}
        onKeyUp={(e) => e.stopPropagation()}
        onPointerDown={(e) => e.stopPropagation()}
        onChange={() => setError(null)}
        onBlur={() => finish(true)}
      />
      {error !== null && (
        <div
          role="alert"
          className="ps-inline-text-editor__error"
          style={{
            position: 'absolute',
            left: box.left,
            top: Number(box.top) + Number(box.height),
          }}
        >
          {error}
        </div>
      )}
    </>
  )
}

/** CSS placing the textarea where the layer is drawn, with the drawn text's look. */
function boxStyle(
  layer: EvaluatedLayer,
  view: View,
  style: ReturnType<typeof resolveTextStyle>,
  family: string,
): CSSProperties {
  const z = view.zoom
  const { padding } = style
  const [italic, weight] = fontParts(style.fontStyle)
  return {
    position: 'absolute',
    left: view.x + layer.x * z,
    top: view.y + layer.y * z,
    width: layer.w * z,
    height: layer.h * z,
    transform: `rotate(${layer.r}deg) scale(${layer.scale})`,
    transformOrigin: 'center',
    boxSizing: 'border-box',
    margin: 0,
    padding: `${padding.top * z}px ${padding.right * z}px ${padding.bottom * z}px ${padding.left * z}px`,
    border: 'none',
    outline: '1.5px dashed #3b82f6',
    resize: 'none',
    overflow: 'hidden',
    background: style.background || 'transparent',
    borderRadius: style.backgroundRadius * z,
    color: style.fill,
    caretColor: style.fill,
    fontFamily: family,
    fontSize: style.fontSize * z,
    fontStyle: italic ? 'italic' : 'normal',
    fontWeight: weight,
    // Konva draws lines one font size apart.
    lineHeight: 1,
    textAlign: style.align,
    textDecoration: style.textDecoration || 'none',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'break-word',
    opacity: layer.alpha,
    zIndex: 2,
  }
}

/** Konva's fontStyle (`italic bold`, `600`, `normal`) as CSS italic and weight. */
function fontParts(fontStyle: string): [boolean, string] {
  const parts = fontStyle.split(/\s+/)
  const italic = parts.includes('italic')
  const weight = parts.find((p) => p === 'bold' || /^\d+$/.test(p)) ?? 'normal'
  return [italic, weight]
}
