import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo } from 'react'
import Konva from 'konva'
import { expect, waitFor } from 'storybook/test'
import { Editor } from '@podscene/core'
import { EditorCanvas, EditorProvider } from '@podscene/react'
import { Frame } from './Frame.tsx'
import { layerOfKind, template } from './scenes.ts'

let current: Editor | null = null

function CanvasDemo() {
  const editor = useMemo(
    () =>
      new Editor(
        template([
          [layerOfKind('color', { key: 'bg', color: '#1f2937' })],
          [layerOfKind('shape', { key: 'box' })],
        ]),
      ),
    [],
  )
  current = editor
  return (
    <EditorProvider editor={editor}>
      <Frame width={800} height={450}>
        <EditorCanvas />
      </Frame>
    </EditorProvider>
  )
}

const meta = { title: 'Editor/EditorCanvas', component: CanvasDemo } satisfies Meta<
  typeof CanvasDemo
>
export default meta
type Story = StoryObj<typeof meta>

function pointer(target: Element, type: string, x: number, y: number) {
  const init = {
    bubbles: true,
    cancelable: true,
    clientX: x,
    clientY: y,
    button: type === 'pointermove' ? -1 : 0,
    buttons: type === 'pointerup' ? 0 : 1,
  }
  target.dispatchEvent(
    new PointerEvent(type, { ...init, pointerId: 1, pointerType: 'mouse', isPrimary: true }),
  )
}

/**
 * Drags the green box by real pointer events and checks the document moved by delta / zoom,
 * landing on whole pixels.
 */
export const DragToMove: Story = {
  play: async () => {
    await waitFor(() => expect(Konva.stages.at(-1)?.findOne('#box')).toBeDefined())
    const stage = Konva.stages.at(-1)!
    const editor = current!
    const zoom = editor.getState().session.zoom
    const node = stage.findOne('#box')!
    const box = node.getClientRect()
    const rect = stage.container().getBoundingClientRect()
    const start = { x: rect.left + box.x + box.width / 2, y: rect.top + box.y + box.height / 2 }
    const target = stage.content.querySelector('canvas')!
    await new Promise((r) => requestAnimationFrame(r))
    pointer(target, 'pointerdown', start.x, start.y)
    for (let i = 1; i <= 5; i++) {
      pointer(target, 'pointermove', start.x + i * 10, start.y + i * 4)
      await new Promise((r) => requestAnimationFrame(r))
    }
    pointer(target, 'pointerup', start.x + 50, start.y + 20)
    const moved = editor.getLayer('box')!.layer
    await expect(moved.x).toBe(Math.round(460 + 50 / zoom))
    await expect(moved.y).toBe(Math.round(240 + 20 / zoom))
    editor.undo()
    await expect(editor.getLayer('box')!.layer.x).toBe(460)
  },
}
