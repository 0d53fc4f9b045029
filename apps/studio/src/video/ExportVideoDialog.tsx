import { useId, useMemo, useState } from 'react'
import type { VideoContainer, VideoDocument, VideoFps } from '@podscene/react'
import { playerScenesOf, totalDuration } from '@podscene/react/player'
import { Dialog } from '../Dialog.tsx'
import { downloadBlob } from '../download.ts'
import { FPS_CHOICES, formatSeconds, rangeOf, sizeChoices, timeLeftText } from './video-choices.ts'
import { useVideoExport } from './use-video-export.ts'

export interface ExportVideoDialogProps {
  /** A template (the editor's document) or a whole project record. */
  source: VideoDocument
  /** The download's name without extension (the studio's Export name). */
  fileName: string
  onClose(): void
  /** After the download was handed to the browser, with its file name. */
  onExported(fileName: string): void
}

/**
 * "Export video": Format (MP4 / WebM), Size, Frames per second, Start (s) / End (s), "Export".
 * While it runs: the progress bar "Exporting video" with the time left, and "Cancel", which
 * stops it (nothing is downloaded). The file downloads as `<name>.mp4` / `<name>.webm`.
 */
export function ExportVideoDialog({
  source,
  fileName,
  onClose,
  onExported,
}: ExportVideoDialogProps) {
  const scenes = useMemo(() => playerScenesOf(source), [source])
  const durationMs = totalDuration(scenes)
  const sizes = useMemo(
    () => sizeChoices(scenes[0]?.canvas ?? { width: 1920, height: 1080 }),
    [scenes],
  )
  const [format, setFormat] = useState<VideoContainer>('mp4')
  const [sizeId, setSizeId] = useState(sizes[0]!.id)
  const [fps, setFps] = useState<VideoFps>(30)
  const [start, setStart] = useState('0')
  const [end, setEnd] = useState(formatSeconds(durationMs > 0 ? durationMs : 1000))
  const [problem, setProblem] = useState<string | null>(null)
  const { state, start: run, cancel } = useVideoExport()
  const running = state.status === 'running'
  const ids = useId()

  async function exportNow() {
    if (running) return
    const range = rangeOf(start, end, durationMs)
    if ('problem' in range) return setProblem(range.problem)
    setProblem(null)
    const size = sizes.find((s) => s.id === sizeId) ?? sizes[0]!
    const result = await run(source, {
      format,
      width: size.width,
      height: size.height,
      fps,
      fromMs: range.fromMs,
      toMs: range.toMs,
    })
    if (!result?.blob) return
    const file = `${fileName}.${result.container}`
    downloadBlob(file, result.blob)
    onExported(file)
  }

  const progress = running ? state.progress : null
  const percent = progress ? Math.round(progress.fraction * 100) : 0
  return (
    <Dialog
      title="Export video"
      className="studio__export-video"
      onSubmit={() => void exportNow()}
      onCancel={() => (running ? cancel() : onClose())}
    >
      <div className="studio__export-video-fields">
        <label htmlFor={`${ids}-format`}>Format</label>
        <select
          id={`${ids}-format`}
          value={format}
          disabled={running}
          onChange={(e) => setFormat(e.target.value as VideoContainer)}
        >
          <option value="mp4">MP4</option>
          <option value="webm">WebM</option>
        </select>
        <label htmlFor={`${ids}-size`}>Size</label>
        <select
          id={`${ids}-size`}
          value={sizeId}
          disabled={running}
          onChange={(e) => setSizeId(e.target.value)}
        >
          {sizes.map((s) => (
            <option key={s.id} value={s.id}>
              {s.label}
            </option>
          ))}
        </select>
        <label htmlFor={`${ids}-fps`}>Frames per second</label>
        <select
          id={`${ids}-fps`}
          value={fps}
          disabled={running}
          onChange={(e) => setFps(Number(e.target.value) as VideoFps)}
        >
          {FPS_CHOICES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        <label htmlFor={`${ids}-start`}>Start (s)</label>
        <input
          id={`${ids}-start`}
          type="number"
          min={0}
          step="any"
          value={start}
          disabled={running}
          onChange={(e) => setStart(e.target.value)}
        />
        <label htmlFor={`${ids}-end`}>End (s)</label>
        <input
          id={`${ids}-end`}
          type="number"
          min={0}
          step="any"
          value={end}
          disabled={running}
          onChange={(e) => setEnd(e.target.value)}
        />
      </div>
      {running && (
        <div className="studio__export-video-progress">
          <progress
            aria-label="Exporting video"
            max={100}
            value={percent}
            aria-valuetext={`${percent}%, ${timeLeftText(progress?.etaMs ?? null)}`}
          />
          <span aria-live="polite">
            {percent}% · {timeLeftText(progress?.etaMs ?? null)}
          </span>
        </div>
      )}
      {(problem ?? (state.status === 'failed' ? state.message : null)) && (
        <p role="alert" className="studio__error">
          {problem ?? (state.status === 'failed' ? state.message : '')}
        </p>
      )}
      <div className="studio__dialog-actions">
        {running ? (
          <button type="button" onClick={cancel}>
            Cancel
          </button>
        ) : (
          <>
            <button type="button" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="studio__primary">
              Export
            </button>
          </>
        )}
      </div>
    </Dialog>
  )
}
