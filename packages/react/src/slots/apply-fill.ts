import {
  fillTemplate,
  slotFieldsOf,
  templateDocumentOf,
  templateSlots,
  type Editor,
  type FillProblem,
} from '@podscene/core'
import { browserMeasureText } from '../problems/browser-measure-text.ts'
import { layerLocationOfPath } from '../problems/problem-layer.ts'
import type { FillData } from './fill-preview.ts'

/**
 * Writes sample data into the document as one undo step (every field fillTemplate would write,
 * through setLayerField). Returns fillTemplate's problems instead when the data does not fit.
 */
export function applyFill(editor: Editor, data: FillData): readonly FillProblem[] {
  const source = templateDocumentOf(editor.document)
  const options = { measureText: browserMeasureText }
  const result = fillTemplate(source, data, options)
  if (!result.ok) return result.problems
  const slots = templateSlots(source, options)
  editor.batch(() => {
    for (const slot of slots) {
      if (!Object.hasOwn(data, slot.key)) continue
      for (const { path } of slot.layers) {
        const at = layerLocationOfPath(path)
        const found = at ? editor.getLayer(at) : undefined
        const fields = found ? slotFieldsOf(found.layer) : null
        for (const field of fields?.fields ?? []) {
          editor.setLayerField(at!, field, data[slot.key])
        }
      }
    }
  })
  return []
}
