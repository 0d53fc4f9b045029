import {
  canvasSizeOfDocument,
  compileScene,
  sceneOfDocument,
  type EditorDocument,
  type SceneContainer,
} from '@podscene/core'

/** A whole project record (`GET /project`): its scenes play one after another. */
export interface PlayerProject {
  scenes?: readonly (SceneContainer | null)[] | null
  aspect_ratio?: number | null
  [field: string]: unknown
}

/** What `<ScenePlayer>` plays: a bare scene `{tracks}`, a template `{aspect_ratio, scene}`, or a project. */
export type PlayerSource = EditorDocument | PlayerProject

/** One scene on the player's time line. */
export interface PlayerScene {
  /** The scene object itself (read, never copied: `tracks`, `audio_script`, `bg_color`, `transition`…). */
  scene: SceneContainer
  /** Where it starts on the whole time line, ms. */
  startMs: number
  /** Its length (core's scene duration: layers, words and audio extents); 0 = a still. */
  durationMs: number
  /** Canvas pixels. */
  canvas: { width: number; height: number }
  /** `bg_color` when it is a string, else null. */
  background: string | null
  /** `transition.type` when it is a non-empty string, else null (the scene enters with it). */
  transition: string | null
}

export function isProjectSource(source: PlayerSource): source is PlayerProject {
  return Array.isArray((source as PlayerProject).scenes)
}

/** The scenes of a source in play order, with their place on the time line. */
export function playerScenesOf(source: PlayerSource): PlayerScene[] {
  const entries: { scene: SceneContainer; doc: EditorDocument }[] = isProjectSource(source)
    ? (source.scenes ?? [])
        .filter((scene): scene is SceneContainer => scene !== null && typeof scene === 'object')
        // A project without a known ratio: core's rule, as for any document (16:9).
        .map((scene) => ({
          scene,
          doc: {
            aspect_ratio: source.aspect_ratio,
            scene,
          } as EditorDocument,
        }))
    : [{ scene: sceneOfDocument(source), doc: source }]
  let startMs = 0
  return entries.map(({ scene, doc }) => {
    const durationMs = compileScene(scene).durationMs
    const size = canvasSizeOfDocument(doc)
    const { bg_color: bg, transition } = scene as {
      bg_color?: unknown
      transition?: { type?: unknown } | null
    }
    const entry: PlayerScene = {
      scene,
      startMs,
      durationMs,
      canvas: { width: size.width, height: size.height },
      background: typeof bg === 'string' && bg.trim() ? bg : null,
      transition:
        typeof transition?.type === 'string' && transition.type.trim() ? transition.type : null,
    }
    startMs += durationMs
    return entry
  })
}

/** The whole time line's length. */
export function totalDuration(scenes: readonly PlayerScene[]): number {
  const last = scenes[scenes.length - 1]
  return last ? last.startMs + last.durationMs : 0
}

/** The scene index playing at time `ms` of the whole time line (the last one at or after its end). */
export function sceneIndexAt(scenes: readonly PlayerScene[], ms: number): number {
  for (let i = 0; i < scenes.length; i++) {
    const s = scenes[i]!
    if (ms < s.startMs + s.durationMs) return i
  }
  return Math.max(0, scenes.length - 1)
}
