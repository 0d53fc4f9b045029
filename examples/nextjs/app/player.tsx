'use client'
import type { EditorDocument } from '@podscene/core'
import { ScenePlayer } from '@podscene/react/player'

export default function Player(props: { source: EditorDocument }) {
  return <ScenePlayer source={props.source} label="Preview player" />
}
