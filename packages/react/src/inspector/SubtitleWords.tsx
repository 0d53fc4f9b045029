import { wordsOfLayer } from '@podscene/core'
import { useEditor } from '../state/editor-context.ts'
import { CheckboxField, NumberField, TextField } from './fields.tsx'
import type { SectionProps } from './sections.tsx'
import { useTranslations } from '../i18n/use-translations.tsx'
import { formatMessage } from '../i18n/translations.ts'

/** The line break a word gets when "Line break after" is ticked (any non-empty `break` ends a line). */
const LINE_BREAK = '\n'

/**
 * The words (`subtitle.word_seq`, else `prop.word_seq`: core's `wordsOfLayer`) as a table of
 * text, start and end (scene ms) and line break; each edit is one `updateWord` command, which
 * refuses an end before the start.
 */
export function SubtitleWords({ layer, layerKey, disabled }: SectionProps) {
  const editor = useEditor()
  const t = useTranslations().inspector.words
  const words = wordsOfLayer(layer)
  if (words.length === 0) return <p className="ps-inspector__hint">{t.empty}</p>
  return (
    <div className="ps-words">
      <table>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t.word}</th>
            <th scope="col">{t.start}</th>
            <th scope="col">{t.end}</th>
            <th scope="col" title={t.lineBreakTitle}>
              ↵
            </th>
          </tr>
        </thead>
        <tbody>
          {words.map((word, index) => {
            const n = index + 1
            return (
              <tr key={index}>
                <td className="ps-words__index">{n}</td>
                <td>
                  <TextField
                    label={formatMessage(t.text, { n })}
                    hideLabel
                    value={word.text ?? ''}
                    disabled={disabled}
                    onCommit={(text) => editor.updateWord(layerKey, index, { text })}
                  />
                </td>
                <td>
                  <NumberField
                    label={formatMessage(t.startMs, { n })}
                    hideLabel
                    value={word.start ?? 0}
                    min={0}
                    step={10}
                    disabled={disabled}
                    onCommit={(start) => editor.updateWord(layerKey, index, { start })}
                  />
                </td>
                <td>
                  <NumberField
                    label={formatMessage(t.endMs, { n })}
                    hideLabel
                    value={word.end ?? 0}
                    min={0}
                    step={10}
                    disabled={disabled}
                    onCommit={(end) => editor.updateWord(layerKey, index, { end })}
                  />
                </td>
                <td>
                  <CheckboxField
                    label={formatMessage(t.lineBreak, { n })}
                    hideLabel
                    value={typeof word.break === 'string' && word.break.length > 0}
                    disabled={disabled}
                    onCommit={(on) =>
                      editor.updateWord(layerKey, index, { break: on ? LINE_BREAK : '' })
                    }
                  />
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
