/**
 * Playback rules without a clock: which sounds a document plays and where (`audioSourcesOf`,
 * `mediaTimeAt`, `sceneTimeOfMedia`) and how the playhead steps at the end or in a loop
 * (`stepPlayhead`). The clock itself is session state on the Editor (play/pause/seek) driven by
 * @podscene/react's playback driver.
 */
export {
  AUDIO_SCRIPT_SOURCE_ID,
  audioSourcesOf,
  mediaTimeAt,
  sceneTimeOfMedia,
} from './audio-sources.ts'
export type { AudioSource } from './audio-sources.ts'
export { stepPlayhead } from './advance.ts'
export { mixGain, mixIdOf, mixIdOfSource, mixIdsByLayer } from './mix.ts'
export type { PlayheadStep } from './advance.ts'
