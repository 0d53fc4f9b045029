import { Group, Line, Shape, Text } from '#react-konva'
import { layerStart } from '@podscene/core'
import type { LayerRendererProps } from './renderer-types.ts'
import { useAudioPeaks } from '../media/media-context.tsx'
import { useSceneTime } from './scene-time.ts'
import { waveformWindow } from './waveform-window.ts'
import { placeholderPeaks, resolveWaveformStyle, type WaveformStyle } from './waveform-style.ts'

/**
 * Bars or a line from the peaks of `prop.audioPath` (or `path`, `tts_audio_url`) around the
 * scene time being drawn, so the layer moves with the sound during playback (see
 * waveformWindow); otherwise a deterministic stand-in pattern labelled with the reason. Styled
 * by `prop.waveformConfig` (see WaveformStyle for the keys read). Peaks come from the shared
 * PeaksStore: decoded once per URL, or precomputed.
 */
export function WaveformLayer({ layer }: LayerRendererProps) {
  const { w, h, source } = layer
  const url = source.prop?.audioPath || source.path || source.tts_audio_url || ''
  const status = useAudioPeaks(url)
  const style = resolveWaveformStyle(
    source.prop?.waveformConfig as Record<string, unknown> | null | undefined,
  )
  const count =
    style.type === 'bar'
      ? Math.max(1, Math.floor((w + style.gap) / (style.barWidth + style.gap)))
      : Math.max(2, Math.floor(w / 4))
  const t = useSceneTime()
  const real = status.state === 'ready'
  const clipStart = Number(source.prop?.clip?.start)
  const peaks = real
    ? Array.from(
        waveformWindow(
          status.value,
          t - layerStart(source) + (Number.isFinite(clipStart) ? Math.max(0, clipStart) : 0),
          count,
        ),
      )
    : placeholderPeaks(layer.key, count)
  const label =
    status.state === 'failed'
      ? `waveform preview (${status.reason})`
      : status.state === 'loading'
        ? 'waveform preview (loading audio)'
        : ''
  return (
    <Group>
      {style.type === 'bar' ? (
        <Bars peaks={peaks} w={w} h={h} style={style} />
      ) : (
        <WaveLine peaks={peaks} w={w} h={h} style={style} />
      )}
      {label && (
        <Text
          text={label}
          x={4}
          y={4}
          fontSize={Math.max(10, Math.min(18, h / 6))}
          fill={style.color}
          opacity={0.85}
        />
      )}
    </Group>
  )
}

/** All bars in one shape: a waveform has hundreds of bars and they never change alone. */
function Bars({
  peaks,
  w,
  h,
  style,
}: {
  peaks: number[]
  w: number
  h: number
  style: WaveformStyle
}) {
  const step = style.barWidth + style.gap
  const used = peaks.length * step - style.gap
  const left = Math.max(0, (w - used) / 2)
  return (
    <Shape
      width={w}
      height={h}
      fill={style.color}
      sceneFunc={(ctx, shape) => {
        ctx.beginPath()
        peaks.forEach((peak, i) => {
          const barH = Math.max(1, peak * h)
          const y = style.align === 'bottom' ? h - barH : (h - barH) / 2
          ctx.roundRect(
            left + i * step,
            y,
            style.barWidth,
            barH,
            Math.min(style.barRadius, style.barWidth / 2),
          )
        })
        ctx.fillShape(shape)
      }}
    />
  )
}

function WaveLine({
  peaks,
  w,
  h,
  style,
}: {
  peaks: number[]
  w: number
  h: number
  style: WaveformStyle
}) {
  const points: number[] = []
  const mid = style.align === 'bottom' ? h : h / 2
  const amp = style.align === 'bottom' ? h : h / 2
  peaks.forEach((peak, i) => {
    const sign = style.align === 'bottom' || i % 2 === 0 ? 1 : -1
    points.push((i / Math.max(1, peaks.length - 1)) * w, mid - sign * peak * amp)
  })
  return (
    <Line
      points={points}
      stroke={style.color}
      strokeWidth={style.lineWidth}
      lineJoin="round"
      tension={0.3}
    />
  )
}
