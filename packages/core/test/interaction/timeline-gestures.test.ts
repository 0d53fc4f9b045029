import { describe, expect, it } from 'vitest'
import { SNAP_THRESHOLD_PX } from '../../src/index.ts'
import { DRAG_START_PX } from '../../src/interaction/types.ts'
import { TestEditor } from '../../src/testing/index.ts'

const span = (start: number, end: number) => ({ timeline: { start, end } })

/** Track 0 (bottom row): `bg` lasting the scene; track 1 (top row): `a` 1–3 s, `b` 4–6 s. */
function timed(extra: Record<string, unknown> = {}) {
  return TestEditor.of(
    [{ key: 'bg', ...span(0, 0) }],
    [
      { key: 'a', ...span(1000, 3000), ...extra },
      { key: 'b', ...span(4000, 6000) },
    ],
  )
}

const timelineOf = (e: TestEditor, key: string) => e.layer(key).timeline

describe('timeline: moving clips', () => {
  it('moves the pressed clip by the drag, as one undo step', () => {
    const e = timed()
    const before = e.document
    e.dragClip('a', 500, { alt: true })
    expect(timelineOf(e, 'a')).toMatchObject({ start: 1500, end: 3500 })
    expect(e.session.selection).toEqual(['a'])
    expect(e.timelineEnd).toEqual({ gesture: 'move', changed: true })
    e.undo()
    expect(e.document).toEqual(before)
    expect(e.canUndo()).toBe(false)
  })

  it('moves the whole editable selection together (locked ones stay)', () => {
    const e = timed().selectKeys('a', 'b', 'bg')
    e.locked.add('bg')
    e.dragClip('a', 300, { alt: true })
    expect(timelineOf(e, 'a')).toMatchObject({ start: 1300, end: 3300 })
    expect(timelineOf(e, 'b')).toMatchObject({ start: 4300, end: 6300 })
    expect(timelineOf(e, 'bg')).toMatchObject({ start: 0, end: 0 })
    e.undo()
    expect(timelineOf(e, 'b')).toMatchObject({ start: 4000, end: 6000 })
    expect(e.canUndo()).toBe(false)
  })

  it('previews while dragging and writes nothing before the release', () => {
    const e = timed()
    const before = e.document
    e.dragClip('a', 400, { alt: true, release: false })
    expect(e.timeline.state).toBe('moving-clips')
    expect(e.timeline.feedback.spans.get('a')).toEqual({ start: 1400, end: 3400 })
    expect(e.document).toBe(before)
    e.timelineUp()
    expect(timelineOf(e, 'a')).toMatchObject({ start: 1400 })
  })

  it('snaps an edge to another clip edge within SNAP_THRESHOLD_PX, showing the snap line', () => {
    const e = timed()
    const near = SNAP_THRESHOLD_PX / e.timelinePxPerMs - 1 // ms short of b's start
    e.dragClip('a', 1000 - near, { release: false })
    expect(e.timeline.feedback.snapAt).toBe(4000)
    e.timelineUp()
    expect(timelineOf(e, 'a')).toMatchObject({ start: 2000, end: 4000 })
    expect(e.timeline.feedback.snapAt).toBeNull()
  })

  it('does not snap beyond the threshold, nor with Alt', () => {
    const e = timed()
    const far = SNAP_THRESHOLD_PX / e.timelinePxPerMs + 1
    e.dragClip('a', 1000 - far)
    expect(timelineOf(e, 'a')).toMatchObject({ end: 4000 - far })
    e.undo()
    e.dragClip('a', 990, { alt: true })
    expect(timelineOf(e, 'a')).toMatchObject({ end: 3990 })
  })

  it('snaps to the playhead', () => {
    const e = timed()
    e.seek(2500)
    e.dragClip('b', -1480)
    expect(timelineOf(e, 'b')).toMatchObject({ start: 2500, end: 4500 })
  })

  it('a clip moved alone over another track row goes to that track, one undo step', () => {
    const e = timed()
    const before = e.document
    e.dragClip('a', 0, { track: 0, release: false })
    expect(e.timeline.feedback.track).toMatchObject({ key: 'a', trackPosition: 0 })
    expect(e.timeline.feedback.track!.offsetY).toBe(e.timelineLaneHeight)
    e.timelineUp()
    expect(e.getLayer('a')!.track).toBe(0)
    e.undo()
    expect(e.document).toEqual(before)
  })

  it('a press moving less than DRAG_START_PX is a click: one of several selected is selected alone', () => {
    const e = timed().selectKeys('a', 'b')
    const slop = (DRAG_START_PX - 0.5) / e.timelinePxPerMs
    e.dragClip('a', slop, { steps: 1 })
    expect(e.timelineEnd).toEqual({ gesture: 'click', changed: false })
    expect(e.session.selection).toEqual(['a'])
    expect(e.canUndo()).toBe(false)
  })

  it('Shift-press adds to the selection; a locked clip selects but does not move', () => {
    const e = timed().selectKeys('b')
    e.locked.add('a')
    e.dragClip('a', 500, { shift: true, alt: true })
    expect(e.session.selection).toEqual(['b', 'a'])
    expect(timelineOf(e, 'a')).toMatchObject({ start: 1000 })
    expect(e.canUndo()).toBe(false)
  })
})

describe('timeline: trimming', () => {
  it('trims the end and the start, each one undo step', () => {
    const e = timed()
    e.trimClip('a', 'end', -500, { alt: true })
    expect(timelineOf(e, 'a')).toMatchObject({ start: 1000, end: 2500 })
    e.trimClip('a', 'start', 200, { alt: true })
    expect(timelineOf(e, 'a')).toMatchObject({ start: 1200, end: 2500 })
    e.undo()
    expect(timelineOf(e, 'a')).toMatchObject({ start: 1000, end: 2500 })
    e.undo()
    expect(e.canUndo()).toBe(false)
  })

  it('never leaves less than MIN_CLIP_MS and snaps the edge to the playhead', () => {
    const e = timed()
    e.trimClip('a', 'end', -5000, { alt: true })
    expect(timelineOf(e, 'a')).toMatchObject({ end: 1010 })
    e.undo()
    e.seek(2000)
    e.trimClip('a', 'end', -1030)
    expect(timelineOf(e, 'a')).toMatchObject({ end: 2000 })
  })
})

describe('timeline: retiming a keyframe', () => {
  const keyframed = () =>
    timed({
      timeline: {
        start: 1000,
        end: 3000,
        key_frames: [
          { timestamp: 0, func: 'linear', properties: { x: 0 } },
          { timestamp: 1000, func: 'linear', properties: { x: 100 } },
        ],
      },
    })

  it('on the clip: selects the clip and retimes, one undo step', () => {
    const e = keyframed()
    e.dragKeyframe('a', 1, 300, { alt: true, release: false })
    expect(e.timeline.feedback.keyframe).toEqual({ key: 'a', index: 1, time: 2300, lane: false })
    e.timelineUp()
    expect(e.layer('a').timeline?.key_frames?.[1]?.timestamp).toBe(1300)
    expect(e.session.selection).toEqual(['a'])
    e.undo()
    expect(e.layer('a').timeline?.key_frames?.[1]?.timestamp).toBe(1000)
    expect(e.canUndo()).toBe(false)
  })

  it('on the keyframe lane: the same state, no selection change; kept within the clip', () => {
    const e = keyframed()
    e.dragKeyframe('a', 1, 5000, { alt: true, lane: true, release: false })
    expect(e.timeline.state).toBe('retiming-keyframe')
    expect(e.timeline.feedback.keyframe).toEqual({ key: 'a', index: 1, time: 3000, lane: true })
    e.timelineUp()
    expect(e.layer('a').timeline?.key_frames?.[1]?.timestamp).toBe(2000)
    expect(e.session.selection).toEqual([])
  })

  it('snaps to the playhead but not to its own old time', () => {
    const e = keyframed()
    e.seek(2500)
    e.dragKeyframe('a', 1, 530)
    expect(e.layer('a').timeline?.key_frames?.[1]?.timestamp).toBe(1500)
  })
})

describe('timeline: marquee', () => {
  it('selects the clips the area touches (not locked ones); a click on empty space clears', () => {
    const e = timed()
    const top = e.rowY(1)
    e.timelineMarquee({ ms: 2500, y: top - 5 }, { ms: 4500, y: top + 5 })
    expect(e.session.selection).toEqual(['a', 'b'])
    e.locked.add('b')
    e.timelineMarquee({ ms: 2500, y: top - 5 }, { ms: 4500, y: top + 5 })
    expect(e.session.selection).toEqual(['a'])
    e.timelineMarquee({ ms: 100, y: top }, { ms: 100, y: top })
    expect(e.timelineEnd?.gesture).toBe('click')
    expect(e.session.selection).toEqual([])
    expect(e.canUndo()).toBe(false)
  })

  it('Shift adds the touched clips to the selection; the area spans rows', () => {
    const e = timed().selectKeys('b')
    e.timelineMarquee({ ms: 500, y: e.rowY(1) }, { ms: 600, y: e.rowY(0) }, { shift: true })
    expect(e.session.selection).toEqual(['b', 'bg'])
  })
})

describe('timeline: resizing a transition band', () => {
  const crossed = () =>
    timed({
      timeline: { start: 1000, end: 3000, cross: { in: ['fade'], in_time: 500 } },
      prop: { animationInfo: { leave: { effectType: 'fade', duration: 400 } } },
    })

  it('drags the free edge of cross-in (from the start) and leave (from the end)', () => {
    const e = crossed()
    e.resizeRegion('a', 'cross-in', 300, { release: false })
    expect(e.timeline.feedback.region).toEqual({ key: 'a', kind: 'cross-in', duration: 800 })
    e.timelineUp()
    expect(e.layer('a').timeline?.cross?.in_time).toBe(800)
    e.resizeRegion('a', 'leave', 100)
    expect(e.layer('a').prop?.animationInfo?.leave).toEqual({ effectType: 'fade', duration: 300 })
    e.undo()
    expect(e.layer('a').prop?.animationInfo?.leave?.duration).toBe(400)
    e.undo()
    expect(e.canUndo()).toBe(false)
  })

  it('keeps the band within the clip and reports the duration asked', () => {
    const e = crossed()
    e.resizeRegion('a', 'cross-in', 4000)
    expect(e.layer('a').timeline?.cross?.in_time).toBe(2000)
    expect(e.timelineEnd).toEqual({
      gesture: 'region',
      changed: true,
      region: { asked: 4500, duration: 2000, length: 2000 },
    })
  })
})

describe('timeline: scrubbing the ruler', () => {
  it('moves the playhead to whole ms within the extent, no history; Escape puts it back', () => {
    const e = timed()
    e.scrubRuler(2000.4, 2500.2)
    expect(e.session.playheadMs).toBe(2500)
    e.scrubRuler(1000, 99999)
    expect(e.session.playheadMs).toBe(6000)
    e.scrubRuler(1000, -50, { release: false })
    expect(e.session.playheadMs).toBe(0)
    expect(e.timeline.keyDown('Escape')).toBe(true)
    expect(e.session.playheadMs).toBe(6000)
    e.scrubRuler(1000, 3000, { release: false }).timelineCancel()
    expect(e.session.playheadMs).toBe(6000)
    expect(e.timeline.state).toBe('idle')
    expect(e.canUndo()).toBe(false)
  })
})

describe('timeline: Escape and pointercancel cancel every gesture alike', () => {
  const keyframed = () =>
    timed({
      timeline: {
        start: 1000,
        end: 3000,
        cross: { in: ['fade'], in_time: 500 },
        key_frames: [{ timestamp: 500, func: 'linear', properties: { x: 0 } }],
      },
    })
  const gestures: [string, (e: TestEditor) => TestEditor][] = [
    ['move', (e) => e.dragClip('a', 500, { release: false })],
    ['move to another track', (e) => e.dragClip('a', 0, { track: 0, release: false })],
    ['trim start', (e) => e.trimClip('a', 'start', 300, { release: false })],
    ['trim end', (e) => e.trimClip('a', 'end', -300, { release: false })],
    ['retime on the clip', (e) => e.dragKeyframe('a', 0, 300, { release: false })],
    ['retime on the lane', (e) => e.dragKeyframe('a', 0, 300, { lane: true, release: false })],
    ['region', (e) => e.resizeRegion('a', 'cross-in', 300, { release: false })],
    [
      'marquee',
      (e) => e.timelineMarquee({ ms: 2500, y: 1 }, { ms: 4500, y: 20 }, { release: false }),
    ],
  ]
  for (const [name, start] of gestures) {
    for (const how of ['Escape', 'pointercancel'] as const) {
      it(`${name}: ${how} restores everything, no undo step`, () => {
        const e = keyframed()
        const before = e.document
        start(e)
        expect(e.timeline.state).not.toBe('idle')
        expect(e.timeline.feedback.gesture).not.toBeNull()
        const selection = e.session.selection
        if (how === 'Escape') expect(e.timeline.keyDown('Escape')).toBe(true)
        else e.timelineCancel()
        expect(e.timeline.state).toBe('idle')
        expect(e.timeline.feedback.gesture).toBeNull()
        expect(e.timeline.feedback.spans.size).toBe(0)
        e.timelineUp()
        expect(e.timelineEnd).toBeNull()
        expect(e.document).toBe(before)
        expect(e.session.selection).toBe(selection)
        expect(e.canUndo()).toBe(false)
      })
    }
  }

  it('Escape with no gesture is not used (the view handles it)', () => {
    expect(timed().timeline.keyDown('Escape')).toBe(false)
  })
})
