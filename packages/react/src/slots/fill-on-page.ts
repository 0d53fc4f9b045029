import { planFill, templateDocumentOf, type EditorDocument, type FillPlan } from '@podscene/core'
import { browserMeasureText } from '../problems/browser-measure-text.ts'
import type { FillData } from './fill-preview.ts'

/** Core's fill plan on the page, with the browser's font metrics (when there is no lint worker). */
export function planFillOnPage(source: EditorDocument, data: FillData): FillPlan {
  return planFill(templateDocumentOf(source), data, { measureText: browserMeasureText })
}
