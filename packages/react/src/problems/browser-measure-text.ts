import { cssFont, type MeasureText } from '@podscene/core'
import { measureTextWidth } from '../layers/measure-text.ts'

/** Core's MeasureText with the browser's real font metrics (a 2D canvas's measureText). */
export const browserMeasureText: MeasureText = (text, font) => measureTextWidth(text, cssFont(font))
