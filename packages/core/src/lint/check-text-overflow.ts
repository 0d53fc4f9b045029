import type { EvaluatedLayer } from '../evaluate/types.ts'
import { wordsOfLayer } from '../evaluate/subtitles.ts'
import { innerBox, textBoxStyle, type TextBoxStyle } from '../text/text-style.ts'
import { layoutVerticalText } from '../text/vertical-layout.ts'
import { textWritingOf } from '../semantics/writing-mode.ts'
import type { LintContext, LintLayer } from './context.ts'
import {
  fitLine,
  fitWrapped,
  largestFittingSize,
  textWrapper,
  wrapCost,
  type WrapAt,
} from './text-fit.ts'
import { scanLayer, stateAt } from './time-ranges.ts'

const px = (n: number) => `${Math.round(n)} px`

/** A box of no width or height is zero-size's to report, not an overflow. */
const hasBox = (s: EvaluatedLayer) => s.w > 0 && s.h > 0

function withSize(style: TextBoxStyle, size: number): TextBoxStyle {
  const factor = style.font.size > 0 ? style.lineHeight / style.font.size : 1
  return { ...style, font: { ...style.font, size }, lineHeight: size * factor }
}

/** Text layers: the content wrapped in the box (as drawn) must fit its height without splitting words. */
function checkTextBlock(ctx: LintContext, layer: LintLayer): void {
  const source = layer.layer
  const content = source.prop?.textInfo?.content
  const text = content ?? source.subtitle?.text ?? ''
  if (text.trim() === '') return
  const field =
    content !== undefined && content !== null
      ? (['prop', 'textInfo', 'content'] as const)
      : (['subtitle', 'text'] as const)
  const style = textBoxStyle(source)
  const writing = textWritingOf(source)
  if (writing.vertical) {
    const path = ctx.at(layer, ...field)
    return checkVerticalBlock(ctx, layer, text, path, style, writing.orientation)
  }
  const cost = wrapCost(text)
  const spend = (units: number) => ctx.spend(units)
  const wrappers = new Map<number, WrapAt>()
  const wrapperFor = (s: TextBoxStyle) => {
    let wrap = wrappers.get(s.font.size)
    if (!wrap)
      wrappers.set(s.font.size, (wrap = textWrapper(text, s.font, ctx.measure, cost, spend)))
    return wrap
  }
  const fitAt = (s: EvaluatedLayer) =>
    fitWrapped(text, style, s.w, s.h, wrapperFor(style), ctx.tolerancePx)
  for (const range of scanLayer(ctx, layer, (s) => hasBox(s) && !fitAt(s).fits)) {
    const s = stateAt(ctx, layer, range.start)
    const fit = fitWrapped(text, style, s.w, s.h, wrapperFor(style), ctx.tolerancePx, true)
    const smaller = largestFittingSize(style.font, (font) => {
      const sized = withSize(style, font.size)
      return fitWrapped(text, sized, s.w, s.h, wrapperFor(sized), ctx.tolerancePx).fits
    })
    const what =
      fit.brokenWords.length > 0
        ? `the word "${fit.brokenWords[0]}" is wider than the box (${px(fit.roomWidth)} inside padding) at font size ${style.font.size}, so it is split mid-word`
        : `the text needs ${fit.lines} lines (${px(fit.needHeight)}) at font size ${style.font.size} but the box holds ${px(fit.roomHeight)} inside padding, so it is cut off`
    ctx.report({
      path: ctx.at(layer, ...field),
      code: 'text-overflow',
      message: `${what}: shorten the text, enlarge the box (w, h), or lower ${style.fontSizeField} to ${smaller} or less`,
      startMs: range.start,
      endMs: range.end,
    })
  }
}

/**
 * Vertical text (writingMode vertical-rl / vertical-lr): columns as the renderer lays them out
 * (core's `layoutVerticalText`, wrapping by the height inside padding), one line height apart,
 * must fit the width inside padding.
 */
function checkVerticalBlock(
  ctx: LintContext,
  layer: LintLayer,
  text: string,
  path: string,
  style: TextBoxStyle,
  orientation: ReturnType<typeof textWritingOf>['orientation'],
): void {
  const columnsAt = (s: EvaluatedLayer) => {
    const room = innerBox(style, s.w, s.h)
    ctx.spend(text.length)
    const columns = layoutVerticalText(text, {
      columnLength: room.height,
      fontSize: style.font.size,
      orientation,
      measure: (t) => ctx.measure(t, style.font),
    }).length
    return { columns, need: columns * style.lineHeight, room: room.width }
  }
  const overflows = (s: EvaluatedLayer) => {
    const fit = columnsAt(s)
    return fit.need > fit.room + ctx.tolerancePx
  }
  for (const range of scanLayer(ctx, layer, (s) => hasBox(s) && overflows(s))) {
    const fit = columnsAt(stateAt(ctx, layer, range.start))
    ctx.report({
      path,
      code: 'text-overflow',
      message: `the vertical text needs ${fit.columns} columns (${px(fit.need)}) at font size ${style.font.size} but the box holds ${px(fit.room)} inside padding, so it runs out of the box: shorten the text, enlarge the box (w, h), or lower ${style.fontSizeField}`,
      startMs: range.start,
      endMs: range.end,
    })
  }
}

/** Subtitle layers: every line, while it shows, must fit the box on one line. */
function checkSubtitleLines(ctx: LintContext, layer: LintLayer): void {
  const subtitle = layer.entry.layer.subtitle
  if (!subtitle || subtitle.lines.length === 0) return
  const style = textBoxStyle(layer.layer)
  const listField = layer.layer.subtitle?.word_seq?.length ? 'subtitle' : 'prop'
  const timed = subtitle.words.length > 0
  const words = wordsOfLayer(layer.layer)
  subtitle.lines.forEach((line, i) => {
    const from = timed ? subtitle.lineStarts[i]! : undefined
    const to = timed ? subtitle.lineEnds[i]! : undefined
    if (timed && !(from! < to!)) return
    if (!timed && i > 0) return
    const width = ctx.measure(line.text, style.font)
    const fitAt = (s: EvaluatedLayer) => fitLine(width, style, s.w, s.h, ctx.tolerancePx)
    const ranges = scanLayer(ctx, layer, (s) => hasBox(s) && !fitAt(s).fits, { from, to })
    for (const range of ranges) {
      const s = stateAt(ctx, layer, range.start)
      const fit = fitAt(s)
      const smaller = largestFittingSize(style.font, (font) => {
        const sized = withSize(style, font.size)
        ctx.spend(1)
        return fitLine(ctx.measure(line.text, sized.font), sized, s.w, s.h, ctx.tolerancePx).fits
      })
      const first = line.words[0]!.index
      const shown = line.text.length > 40 ? `${line.text.slice(0, 40)}…` : line.text
      const what =
        fit.width > fit.roomWidth + ctx.tolerancePx
          ? `the subtitle line "${shown}" is ${px(fit.width)} wide at font size ${style.font.size} but the box is ${px(fit.roomWidth)} wide inside padding`
          : `the subtitle line is ${px(fit.needHeight)} tall at font size ${style.font.size} but the box is ${px(fit.roomHeight)} tall inside padding`
      const split =
        words.length > 1
          ? 'end the line earlier (a break on a word or a lower subtitle.line_size), '
          : ''
      ctx.report({
        path: ctx.at(layer, listField, 'word_seq', first),
        code: 'text-overflow',
        message: `${what}: ${split}enlarge the box (w, h), or lower ${style.fontSizeField} to ${smaller} or less`,
        startMs: range.start,
        endMs: range.end,
      })
    }
  })
}

/** `text-overflow`: text or a subtitle line wider or taller than its box at some t. */
export function checkTextOverflow(ctx: LintContext, layer: LintLayer): void {
  if (layer.entry.type === 'text') checkTextBlock(ctx, layer)
  else if (layer.entry.type === 'subtitle') checkSubtitleLines(ctx, layer)
}
