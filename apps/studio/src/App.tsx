import { useEffect, useId, useState } from 'react'
import type { EditorDocument } from '@podscene/core'
import { SceneEditor } from '@podscene/react'
import { apiBaseUrl } from './config.ts'
import { useSaveTemplate } from './use-save.ts'
import { useTemplates } from './use-templates.ts'

export function App() {
  const templates = useTemplates()
  const choices = templates.status === 'loading' ? [] : templates.choices
  const [choiceId, setChoiceId] = useState<string | null>(null)
  const [document, setDocument] = useState<EditorDocument | null>(null)
  const { state: saveState, save } = useSaveTemplate()
  const pickerId = useId()

  // Open the first template once they are loaded.
  useEffect(() => {
    if (choices.length > 0 && !choices.some((c) => c.id === choiceId)) {
      setChoiceId(choices[0]!.id)
      setDocument(choices[0]!.document)
    }
  }, [choices, choiceId])

  const pick = (id: string) => {
    const choice = choices.find((c) => c.id === id)
    if (!choice) return
    setChoiceId(id)
    setDocument(choice.document)
  }

  return (
    <div className="studio">
      <header className="studio__header">
        <h1 className="studio__title">Podscene Studio</h1>
        <div className="studio__controls">
          <label htmlFor={pickerId}>Template</label>
          <select
            id={pickerId}
            value={choiceId ?? ''}
            disabled={choices.length === 0}
            onChange={(e) => pick(e.target.value)}
          >
            {choices.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="studio__save"
            disabled={!document || saveState.status === 'saving'}
            onClick={() => document && void save(document)}
          >
            {saveState.status === 'saving' ? 'Saving…' : 'Save as image template'}
          </button>
        </div>
        <div className="studio__status">
          {saveState.status === 'saved' && (
            <p role="status" className="studio__ok">
              Saved image template #{saveState.id}
            </p>
          )}
          {saveState.status === 'error' && (
            <p role="alert" className="studio__error">
              {saveState.message}
            </p>
          )}
        </div>
      </header>
      {templates.status === 'error' && (
        <div role="alert" className="studio__banner">
          <span>{templates.message}</span>
          <button type="button" onClick={templates.reload}>
            Retry
          </button>
        </div>
      )}
      <main className="studio__main">
        {templates.status === 'loading' && (
          <p role="status" className="studio__loading">
            Loading templates from {apiBaseUrl}…
          </p>
        )}
        {document && (
          <SceneEditor
            key={choiceId ?? ''}
            value={document}
            onChange={setDocument}
            className="studio__editor"
          />
        )}
      </main>
    </div>
  )
}
