import { createRef } from 'react'
import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import type { EditorDocument } from '@podscene/core'
import { SceneEditor, type SceneEditorHandle } from '../../src/index.ts'
import { decodeVideo, pixelAt } from './decode-video.ts'
import '../../src/styles.css'

// A 4:3 template (1440×1080): a red box over the left half for a second.
const doc = (): EditorDocument =>
  ({
    aspect_ratio: 4,
    scene: {
      tracks: [
        {
          index: 0,
          key: 't',
          type: 'shape',
          layers: [
            {
              key: 'a',
              type: 'shape',
              x: 0,
              y: 0,
              w: 720,
              h: 1080,
              prop: { shapeInfo: { type: 'rect', color: '#ff0000' } },
              timeline: { start: 0, end: 1000 },
            },
          ],
        },
      ],
    },
  }) as unknown as EditorDocument

describe('SceneEditor handle: exportVideo', () => {
  it('exports the current document (edits included) at its canvas size', async () => {
    const ref = createRef<SceneEditorHandle>()
    await render(
      <div style={{ width: 1100, height: 600 }}>
        <SceneEditor ref={ref} defaultValue={doc()} background="#0000ff" />
      </div>,
    )
    await expect.element(page.getByRole('treeitem', { name: 'shape a' })).toBeVisible()
    // Moved to the right half by a command: the video shows the document as it is now.
    ref.current!.editor.setGeometry('a', { x: 720 })
    const result = await ref.current!.exportVideo({ format: 'webm', scale: 0.1, fps: 24 })
    expect([result.width, result.height, result.frames]).toEqual([144, 108, 24])
    const decoded = await decodeVideo(result.blob!)
    const frame = decoded.frames[12]!.pixels
    const [r, , b] = pixelAt(frame, 108, 54) // right half: the box
    const [r2, , b2] = pixelAt(frame, 36, 54) // left half: the editor's background
    expect([r! > 200, b! < 60]).toEqual([true, true])
    expect([r2! < 60, b2! > 200]).toEqual([true, true])
  })
})
