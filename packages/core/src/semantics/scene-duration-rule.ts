/**
 * The scene-duration rule (issue 27): how a scene's duration follows its clips. The duration
 * itself is docs/architecture.md §2's — the latest positive `timeline.end`, word end or known sound end of
 * its layers (`sceneDuration`); a scene where none is set is a still. Editors keep to these:
 *
 * 1. **Inserting never changes the duration silently.** An inserted text lasts the scene
 *    (`end` 0) in a still, and at most to the scene's end in a timed scene
 *    (`insertedTextEnd`); only at the very end of a scene (less than `MIN_INSERTED_TEXT_MS`
 *    left) does it get its own 3 s, which lengthens the scene. A subtitle brings timed words, so
 *    in a still it gives the scene its words' length; editors say so.
 * 2. **Sound longer than the scene is offered the room** (`soundOverrun`): an open-ended sound
 *    (audio, video, a person's voice) lasts the scene, so a longer one would be cut; editors offer
 *    "Extend scene", which gives the sound layer its own end at the end of its sound (one undo
 *    step): the scene grows to it and every open-ended layer follows.
 * 3. **Moving or trimming a clip past the end lengthens the scene**, as in an NLE (a sequence
 *    lasts as long as its clips); editors announce the new duration, and Undo puts it back.
 * 4. **"Duration" changes only the layers that set it** (command `setSceneDuration`): their ends
 *    move to the new duration, and their timed words scale with them about the clip's start.
 */

/** Least room (ms) an inserted text takes before the scene's end instead of its own 3 s. */
export const MIN_INSERTED_TEXT_MS = 500

/** How long an inserted text lasts on its own, at the end of a scene (ms). */
export const INSERTED_TEXT_MS = 3000

/**
 * The `timeline.end` of a text inserted at `startMs` into a scene lasting `sceneMs` (0 = still):
 * 0 (lasts the scene) in a still, the scene's end when it comes within 3 s, else 3 s on.
 */
export function insertedTextEnd(startMs: number, sceneMs: number): number {
  if (!(sceneMs > 0)) return 0
  const room = sceneMs - startMs
  if (room < MIN_INSERTED_TEXT_MS) return startMs + INSERTED_TEXT_MS
  return startMs + Math.min(INSERTED_TEXT_MS, room)
}

/** What a sound needs when it is longer than the scene: the end it would reach. */
export interface SoundOverrun {
  /** The scene's duration now (0 = still). */
  sceneMs: number
  /** Scene ms where the sound ends: the new duration "Extend scene" gives. */
  endMs: number
}

/**
 * Whether an open-ended sound starting at `startMs`, `soundMs` long, would be cut by a scene
 * lasting `sceneMs` (a still counts as 0): then where it would end. A sound with its own end
 * (`ownEndMs` > 0) is cut where its user put the end, not by the scene: null.
 */
export function soundOverrun(
  startMs: number,
  soundMs: number,
  sceneMs: number,
  ownEndMs: number | null = null,
): SoundOverrun | null {
  if (ownEndMs !== null && ownEndMs > 0) return null
  if (!(soundMs > 0) || !Number.isFinite(soundMs)) return null
  const endMs = Math.round(startMs + soundMs)
  return endMs > sceneMs ? { sceneMs, endMs } : null
}
