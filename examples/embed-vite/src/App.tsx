import { useState } from 'react'
import type { EditorDocument } from '@podscene/core'
import { SceneEditor } from '@podscene/react'
import '@podscene/react/styles.css'

const initial: EditorDocument = {
  aspect_ratio: 1,
  scene: {
    tracks: [
      {
        index: 0,
        key: 'main',
        type: 'text',
        layers: [
          {
            key: 'title',
            type: 'text',
            x: 90,
            y: 300,
            w: 900,
            h: 160,
            prop: { textInfo: { content: 'Hello', fontSize: 72, color: '#ffffff' } },
          },
        ],
      },
    ],
  },
}

/** The quick start of @podscene/react's README: a controlled <SceneEditor> in a sized parent. */
export function App() {
  const [doc, setDoc] = useState(initial)
  return (
    <div style={{ height: 600 }}>
      <SceneEditor value={doc} onChange={setDoc} />
    </div>
  )
}
