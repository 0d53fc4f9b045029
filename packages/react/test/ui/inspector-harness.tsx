// The inspector tests' set-up: one layer (over `below`) selected in a <SceneEditor> without a
// timeline, so that real input in the inspector reaches the document and the canvas draws it.
import Konva from 'konva'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { Editor, type EditorDocument, type Layer } from '@podscene/core'
import { SceneEditor } from '../../src/index.ts'
import { fr } from '../../src/i18n/fr.ts'
import '../../src/styles.css'

export function docWith(layers: Layer[]): EditorDocument {
  return { aspect_ratio: 1, scene: { tracks: [{ index: 0, key: 't', layers }] } }
}

export interface InspectOptions {
  /** Layers drawn under the inspected one. */
  below?: Layer[]
  french?: boolean
  /** The editor's height in px (default 900). */
  height?: number
}

/** Mounts the editor with `layer` selected; `undoAll` undoes every step and gives the JSON back. */
export async function inspect(layer: Layer, options: InspectOptions = {}) {
  const editor = new Editor(docWith([...(options.below ?? []), layer]))
  editor.select([layer.key!])
  const original = JSON.stringify(editor.getState().document)
  await render(
    <div style={{ width: 1280, height: options.height ?? 900 }}>
      <SceneEditor
        editor={editor}
        timeline={false}
        translations={options.french ? fr : undefined}
      />
    </div>,
  )
  const stored = () => editor.getLayer(layer.key!)!.layer
  const node = () => lastStage().findOne(`#${layer.key}`) as Konva.Group
  const undoAll = () => {
    while (editor.canUndo()) editor.undo()
    return JSON.stringify(editor.getState().document)
  }
  return { editor, stored, node, original, undoAll }
}

export const lastStage = () => Konva.stages[Konva.stages.length - 1]!
/** The inspector region, in English ("Inspector") or French ("Inspecteur"). */
export const inspector = () => page.getByRole('region', { name: /^Inspect/ })
export const field = (label: string) => inspector().getByLabelText(label, { exact: true })

/** Clears the field, types the value and presses Enter. */
export async function type(label: string, value: string) {
  await userEvent.clear(field(label))
  await userEvent.type(field(label), `${value}{Enter}`)
}

export async function choose(label: string, value: string) {
  await userEvent.selectOptions(field(label), value)
}
