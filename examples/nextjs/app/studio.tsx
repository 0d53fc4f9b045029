'use client'
import dynamic from 'next/dynamic'
import { useState } from 'react'
import type { EditorDocument } from '@podscene/core'
import { initialScene } from './scene.ts'

// Konva draws on a <canvas>: load the editor and the player in the browser only.
const Editor = dynamic(() => import('./editor.tsx'), {
  ssr: false,
  loading: () => <p>Loading the editor…</p>,
})
const Player = dynamic(() => import('./player.tsx'), {
  ssr: false,
  loading: () => <p>Loading the player…</p>,
})

export function Studio() {
  const [doc, setDoc] = useState<EditorDocument>(initialScene)
  return (
    <>
      <div style={{ height: 560 }}>
        <Editor value={doc} onChange={setDoc} />
      </div>
      <h2 style={{ fontSize: 16 }}>Preview</h2>
      <div style={{ width: 480 }}>
        <Player source={doc} />
      </div>
    </>
  )
}
