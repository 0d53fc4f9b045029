/** `<ScenePlayer>`'s English strings (`translations.player`), apart so the player loads only these. */
export const enPlayer = {
  label: 'Scene player',
  play: 'Play',
  pause: 'Pause',
  seek: 'Seek',
  buffering: 'Buffering…',
  sceneOf: 'Scene {scene} of {count}',
}
