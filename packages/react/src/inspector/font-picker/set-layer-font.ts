import type { Editor, Layer } from '@podscene/core'
import { readLayerPath, isSet } from '../field-path.ts'

/**
 * Gives a text or subtitle layer a font in the spec's own fields, as one undo step:
 * subtitles `subtitle.font_family {name, url}` (other keys of font_family kept), text layers
 * `prop.textInfo.fontFamily` + `prop.textInfo.fontFileName`. `prop.textConfig.fontFamily`
 * name/url, which the renderer reads first, follow when they are set, so what is stored is what
 * is drawn. An empty `file` (a system family typed by name) removes the file fields.
 */
export function setLayerFont(
  editor: Editor,
  key: string,
  layer: Layer,
  family: string,
  file: string,
): void {
  const set = (path: string, value: unknown) => editor.setLayerField(key, path.split('.'), value)
  const setFile = (path: string) => {
    if (file !== '') set(path, file)
    else if (readLayerPath(layer, path) !== undefined) set(path, undefined)
  }
  editor.batch(() => {
    if (layer.type === 'subtitle') {
      const current = readLayerPath(layer, 'subtitle.font_family')
      if (current !== null && typeof current === 'object') {
        set('subtitle.font_family.name', family)
        set('subtitle.font_family.url', file)
      } else set('subtitle.font_family', { name: family, url: file })
    } else {
      set('prop.textInfo.fontFamily', family)
      setFile('prop.textInfo.fontFileName')
    }
    const config = 'prop.textConfig.fontFamily'
    if (isSet(readLayerPath(layer, `${config}.name`))) set(`${config}.name`, family)
    if (isSet(readLayerPath(layer, `${config}.family`))) set(`${config}.family`, family)
    if (isSet(readLayerPath(layer, `${config}.url`))) setFile(`${config}.url`)
  })
}
