import type { LintContext, LintLayer } from './context.ts'

const positive = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0

/**
 * How long an audio layer's sound lasts in ms: the clip length (`prop.clip`) or, when a media
 * check gave the file's duration, that duration after `clip.start`; null when unknown.
 */
export function audioSoundLength(ctx: LintContext, layer: LintLayer): number | null {
  const source = layer.layer
  const clip = source.prop?.clip
  const clipStart = typeof clip?.start === 'number' && Number.isFinite(clip.start) ? clip.start : 0
  const clipLength = (clip?.end ?? 0) - clipStart
  const url = typeof source.path === 'string' ? source.path : ''
  const fileDuration = ctx.media.get(url)?.durationMs
  let length: number | null = null
  if (positive(fileDuration)) length = fileDuration - clipStart
  if (positive(clipLength)) length = length === null ? clipLength : Math.min(length, clipLength)
  return length === null ? null : Math.max(0, length)
}

/**
 * `audio-shorter-than-scene`: an audio layer whose sound ends before the layer does (its own end,
 * or the scene's end when open-ended). The sound's length is the clip length (`prop.clip`) or,
 * when a media check gave the file's duration, that duration after `clip.start`.
 */
export function checkAudioLength(ctx: LintContext, layer: LintLayer): void {
  if (layer.entry.type !== 'audio' || !layer.span || ctx.compiled.still) return
  const length = audioSoundLength(ctx, layer)
  if (length === null) return
  const soundEnd = layer.span.start + length
  const until = layer.span.end
  if (until - soundEnd <= ctx.audioToleranceMs) return
  const ownEnd = layer.entry.end !== null
  ctx.report({
    path: ctx.at(layer, 'path'),
    code: 'audio-shorter-than-scene',
    message:
      `the audio is ${length} ms long, so it ends at ${soundEnd} ms but the ${ownEnd ? 'layer' : 'scene'} lasts until ${until} ms (${until - soundEnd} ms of silence): ` +
      `use a longer audio, ${ownEnd ? 'end the layer' : 'end the scene'} at ${soundEnd} ms, or add audio after it`,
    startMs: soundEnd,
    endMs: until,
  })
}
