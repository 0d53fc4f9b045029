import { layerForInsert } from '@podscene/core'
import { canvasFor } from '../../state/actions/canvas-for.ts'
import { insertIcon } from '../../lib/insert-icons.tsx'
import type { Action } from '../../state/actions/types.ts'
import { applyTextStyle, BUILT_IN_TEXT_STYLES } from './text-style.ts'

/** The Insert menu's group "Text styles" (after the kinds; "Text" itself is unchanged). */
export const TEXT_STYLES_INSERT_GROUP = 'insert.text-styles'

/**
 * Insert › Text styles › "Heading", "Subheading", "Body", "Caption", "Lower third": a text layer
 * as "Text" inserts it, its content the style's name, with the style applied — one undo step.
 */
export const textStyleInsertActions: Action[] = BUILT_IN_TEXT_STYLES.map((style) => ({
  id: `insert.style.${style.id}`,
  label: style.name,
  icon: insertIcon('text'),
  group: TEXT_STYLES_INSERT_GROUP,
  enabled: (_editor, ui) => !ui.readOnly,
  // A method: called on the translated view of the action, `this.label` is the name the menu showed.
  perform(this: Action, editor, ui) {
    const startMs = editor.getState().session.playheadMs
    const layer = layerForInsert('text', { canvas: canvasFor(editor, ui), startMs, at: ui.point })
    const content = this?.label ?? style.name
    layer.prop = { ...layer.prop, textInfo: { ...layer.prop?.textInfo, content } }
    editor.batch(() => {
      const { key } = editor.insertLayer(layer)
      applyTextStyle(editor, [key], style)
    })
  },
}))
