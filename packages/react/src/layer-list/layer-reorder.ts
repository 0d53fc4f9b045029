import { tracksInDrawOrder, type Editor, type Track } from '@podscene/core'

/**
 * Move a layer one step up (towards the top of the draw order) or down. At the end of its track
 * it moves into the neighbouring track in draw order. One Editor command either way.
 */
export function stepLayer(
  editor: Editor,
  tracks: Track[],
  key: string,
  trackPosition: number,
  layerIndex: number,
  direction: 'up' | 'down',
): void {
  const count = tracks[trackPosition]?.layers?.length ?? 0
  if (direction === 'up' && layerIndex < count - 1) {
    editor.reorderLayer(key, layerIndex + 1)
    return
  }
  if (direction === 'down' && layerIndex > 0) {
    editor.reorderLayer(key, layerIndex - 1)
    return
  }
  const order = tracksInDrawOrder(tracks).reverse() // top first
  const at = order.indexOf(trackPosition)
  const neighbour = order[direction === 'up' ? at - 1 : at + 1]
  if (neighbour === undefined) return
  const neighbourCount = tracks[neighbour]?.layers?.length ?? 0
  editor.moveLayerToTrack(key, neighbour, direction === 'up' ? 0 : neighbourCount)
}
