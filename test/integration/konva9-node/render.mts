// Run by react-ssr-konva.test.ts in a plain Node process: imports @podscene/react and its player,
// renders <SceneEditor> and <ScenePlayer> to strings and prints a summary line.
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'

const { SceneEditor } = await import('@podscene/react')
const { ScenePlayer } = await import('@podscene/react/player')
const doc = {
  aspect_ratio: 1,
  scene: {
    tracks: [
      { index: 0, key: 't', layers: [{ key: 'a', type: 'shape', x: 0, y: 0, w: 10, h: 10 }] },
    ],
  },
}
const editor = renderToString(createElement(SceneEditor, { defaultValue: doc }))
const player = renderToString(createElement(ScenePlayer, { source: doc }))
console.log(
  JSON.stringify({
    editor: editor.includes('ps-scene-editor'),
    player: player.includes('aria-label="Scene player"'),
  }),
)
