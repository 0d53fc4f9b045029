'use client'
// @podscene/react/player: the read-only preview. It imports drawing (canvas, layers, media) and
// the playback clock, never the editor UI, immer or zod (checked by test/integration/player-bundle).
export { ScenePlayer } from './ScenePlayer.tsx'
export type { ScenePlayerHandle, ScenePlayerProps } from './ScenePlayer.tsx'
export { playerScenesOf, totalDuration, sceneIndexAt, isProjectSource } from './player-source.ts'
export type { PlayerProject, PlayerScene, PlayerSource } from './player-source.ts'
export { PlayerStore } from './player-store.ts'
export type { PlayerSnapshot } from './player-store.ts'
export { SCENE_TRANSITION_MS, sceneTransitionStyle } from './scene-transition.ts'
