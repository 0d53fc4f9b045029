import { escapeControl } from '../lib/terminal-text.ts'
import type { VideoProgress } from './render-video.ts'

/**
 * Progress of the videos being rendered, on stderr only (stdout and the files stay clean).
 * On a terminal: one bar redrawn in place (at most 10 times a second); otherwise plain lines,
 * one per video at every tenth: `podscene render: out.mp4: 40% (48/120 frames, 6 s left)`.
 */
export class ProgressReporter {
  private readonly active = new Map<string, VideoProgress>()
  private readonly printedTenths = new Map<string, number>()
  private lastDraw = 0
  private drawn = false

  constructor(
    private readonly stream: NodeJS.WriteStream = process.stderr,
    private readonly tty: boolean = stream.isTTY === true,
    /** Videos to do in this run (batch), for the bar's `done/total`; 1 for one video. */
    private readonly total = 1,
    private done = 0,
  ) {}

  update(label: string, progress: VideoProgress): void {
    this.active.set(label, progress)
    if (this.tty) {
      const now = Date.now()
      if (now - this.lastDraw < 100 && progress.framesDone < progress.framesTotal) return
      this.lastDraw = now
      this.draw()
      return
    }
    const tenth = Math.floor(progress.fraction * 10)
    if (tenth <= (this.printedTenths.get(label) ?? 0) || tenth >= 10) return
    this.printedTenths.set(label, tenth)
    this.line(`podscene render: ${label}: ${describe(progress)}`)
  }

  /** A video finished (or failed, or was skipped): it leaves the bar. */
  finish(label: string): void {
    this.active.delete(label)
    this.printedTenths.delete(label)
    this.done++
    if (this.tty) this.draw()
  }

  /** Prints a line above the bar (or just a line). */
  line(text: string): void {
    this.clear()
    this.stream.write(`${escapeControl(text)}\n`)
    if (this.tty && this.active.size > 0) this.draw()
  }

  /** Removes the bar, e.g. before the final summary. */
  clear(): void {
    if (!this.tty || !this.drawn) return
    this.stream.write('\r\x1b[2K')
    this.drawn = false
  }

  private draw(): void {
    const items = [...this.active]
    const width = Math.max(40, (this.stream.columns ?? 80) - 1)
    let fraction: number
    let text: string
    if (this.total <= 1) {
      const [label, progress] = items[0] ?? ['', null]
      fraction = progress?.fraction ?? 1
      text = progress ? `${describe(progress)} ${label}` : ''
    } else {
      const partial = items.reduce((sum, [, p]) => sum + p.fraction, 0)
      fraction = (this.done + partial) / this.total
      const each = items.map(([label, p]) => `${label} ${Math.floor(p.fraction * 100)}%`)
      text = `${this.done}/${this.total} videos  ${each.join('  ')}`
    }
    const cells = 20
    const full = Math.round(Math.min(1, Math.max(0, fraction)) * cells)
    const bar = `[${'#'.repeat(full)}${'.'.repeat(cells - full)}] `
    const line = escapeControl(`${bar}${text}`).slice(0, width)
    this.stream.write(`\r\x1b[2K${line}`)
    this.drawn = true
  }
}

function describe(p: VideoProgress): string {
  const percent = Math.floor(p.fraction * 100)
  const left = p.etaMs === null ? '' : `, ${Math.ceil(p.etaMs / 1000)} s left`
  return `${percent}% (${p.framesDone}/${p.framesTotal} frames${left})`
}
