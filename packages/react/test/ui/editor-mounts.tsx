// Ways the <SceneEditor> tests mount the editor: uncontrolled with a title document, and
// controlled by a host that keeps the value in React state.
import { useState } from 'react'
import { expect } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import type { Editor, EditorDocument } from '@podscene/core'
import { SceneEditor, type SceneEditorProps } from '../../src/index.ts'

/** One text layer "title" ("Hello", 48 px) from 0 to `endMs`. */
export const titleDocument = (endMs = 10000): EditorDocument => ({
  aspect_ratio: 1,
  scene: {
    tracks: [
      {
        index: 0,
        key: 't',
        type: 'text',
        layers: [
          {
            key: 'title',
            type: 'text',
            x: 100,
            y: 100,
            w: 400,
            h: 100,
            timeline: { start: 0, end: endMs },
            prop: { textInfo: { content: 'Hello', fontSize: 48 } },
          },
        ],
      },
    ],
  },
})

/** A square scene with one red rectangle "Box" (key `a`, track `main`) from 0 to 4 s at `box`. */
export const boxDocument = (box: {
  x: number
  y: number
  w: number
  h: number
}): EditorDocument => ({
  aspect_ratio: 1,
  scene: {
    tracks: [
      {
        index: 0,
        key: 'main',
        type: 'shape',
        layers: [
          {
            key: 'a',
            type: 'shape',
            name: 'Box',
            ...box,
            timeline: { start: 0, end: 4000 },
            prop: { shapeInfo: { type: 'rect', color: '#ff0000' } },
          },
        ],
      },
    ],
  },
})

/**
 * Mounts <SceneEditor defaultValue={doc}> (no timeline or waveform unless `props` asks) in a box
 * of `size` and waits for its Editor and its canvas.
 */
export async function mountEditor(
  doc: EditorDocument,
  props: Partial<SceneEditorProps> = {},
  size = { width: 1200, height: 760 },
) {
  let editor: Editor | null = null
  const screen = await render(
    <div style={size}>
      <SceneEditor
        defaultValue={doc}
        onEditorReady={(e) => {
          editor = e
        }}
        timeline={false}
        waveform={false}
        {...props}
      />
    </div>,
  )
  const canvasName = props.translations?.canvas?.label ?? 'Scene canvas'
  await expect.element(page.getByRole('application', { name: canvasName })).toBeVisible()
  return { editor: editor! as Editor, screen }
}

/**
 * Mounts <SceneEditor value onChange> under a host that keeps the value in state (and follows
 * onInput too with `followInput`). `editors` lists every Editor the component made, newest last;
 * `setValue` gives the host a new value from outside.
 */
export async function mountControlled(
  initial: EditorDocument,
  options: { followInput?: boolean; size?: { width: number; height: number } } = {},
) {
  let setValue: (d: EditorDocument) => void = () => {}
  const editors: Editor[] = []
  function Host() {
    const [value, set] = useState(initial)
    setValue = set
    return (
      <div style={options.size ?? { width: 1100, height: 600 }}>
        <SceneEditor
          value={value}
          onChange={set}
          onInput={options.followInput ? set : undefined}
          onEditorReady={(e) => void editors.push(e)}
        />
      </div>
    )
  }
  await render(<Host />)
  return { editors, setValue: (d: EditorDocument) => setValue(d) }
}
