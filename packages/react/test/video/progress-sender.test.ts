// The render page reports a video's progress to the CLI through a DevTools binding (a round trip
// each); progressSender sends it every 100 ms, at each new tenth and for the last frame only.
import { describe, expect, it } from 'vitest'
import { progressSender, type Progress } from '../../src/export/render-page/progress-sender.ts'

function progress(framesDone: number, framesTotal: number): Progress {
  return {
    framesDone,
    framesTotal,
    fraction: framesDone / framesTotal,
    elapsedMs: framesDone * 4,
    etaMs: null,
  }
}

describe('progressSender', () => {
  it('sends the first frame, then one report per 100 ms, per new tenth and the last frame', () => {
    let clock = 0
    const sent: number[] = []
    const report = progressSender(
      (p) => sent.push(p.framesDone),
      () => clock,
    )
    // 1,000 frames, 4 ms apart: 4 s in all.
    for (let done = 1; done <= 1000; done++) {
      clock = done * 4
      report(progress(done, 1000))
    }
    expect(sent[0]).toBe(1)
    expect(sent.at(-1)).toBe(1000)
    // Every tenth is reported as soon as it is reached (the CLI prints a line per tenth).
    for (let tenth = 1; tenth <= 10; tenth++) expect(sent).toContain(tenth * 100)
    // Otherwise at most one report per 100 ms (25 frames): about 40 reports, not 1,000.
    expect(sent.length).toBeGreaterThanOrEqual(40)
    expect(sent.length).toBeLessThanOrEqual(52)
    for (let i = 1; i < sent.length; i++) {
      const gapMs = (sent[i]! - sent[i - 1]!) * 4
      const newTenth = Math.floor(sent[i]! / 100) !== Math.floor(sent[i - 1]! / 100)
      if (!newTenth && sent[i] !== 1000) expect(gapMs).toBeGreaterThanOrEqual(100)
    }
  })

  it('sends only the fields of a progress report (a binding takes plain data)', () => {
    const sent: unknown[] = []
    const report = progressSender((p) => sent.push(p))
    report({ ...progress(3, 3), extra: () => 1 } as Progress)
    expect(sent).toEqual([
      { framesDone: 3, framesTotal: 3, fraction: 1, elapsedMs: 12, etaMs: null },
    ])
  })

  it('sends a render shorter than a tenth per frame: every frame is a new tenth', () => {
    const sent: number[] = []
    const report = progressSender(
      (p) => sent.push(p.framesDone),
      () => 0,
    )
    for (let done = 1; done <= 5; done++) report(progress(done, 5))
    expect(sent).toEqual([1, 2, 3, 4, 5])
  })
})
