import {
  fillTemplate,
  formatPath,
  slotFieldsOf,
  templateDocumentOf,
  templateSlots,
  type Editor,
  type FillProblem,
} from '@podscene/core'
import { browserMeasureText } from '../problems/browser-measure-text.ts'
import { layerLocationOfPath } from '../problems/problem-layer.ts'
import { planFillOffThread, type FillData } from './fill-preview.ts'

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

/**
 * `applyFill` with the fill planned off the main thread (`planFillOffThread`): the page only
 * writes the planned fields, as one undo step. A document edited while the plan was made is
 * planned again (then, after three tries, filled on the page).
 */
export async function applyFillOffThread(
  editor: Editor,
  data: FillData,
): Promise<readonly FillProblem[]> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const source = editor.document
    const plan = await planFillOffThread(source, data)
    if (plan === null || editor.document !== source) continue
    if (!plan.ok) return plan.problems
    editor.batch(() => {
      for (const write of plan.writes) {
        const at = layerLocationOfPath(formatPath(write.layer))
        if (at) editor.setLayerField(at, write.field, write.value)
      }
    })
    return []
  }
  return applyFill(editor, data)
}
