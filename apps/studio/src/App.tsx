import { useId, useRef, useState } from 'react'
import type { Editor } from '@podscene/core'
import { SceneEditor } from '@podscene/react'
import { apiBaseUrl } from './config.ts'
import { useSaveTemplate } from './use-save.ts'
import { useTemplates } from './use-templates.ts'

export function App() {
  const templates = useTemplates()
  const choices = templates.status === 'loading' ? [] : templates.choices
  const [choiceId, setChoiceId] = useState<string | null>(null)
  const choice = choices.find((c) => c.id === choiceId)
  // Open the first template once they are loaded (or when the open one is gone after a reload).
  if (!choice && choices.length > 0) setChoiceId(choices[0]!.id)
  // The document lives in the Editor only (no copy in React state, so an edit re-renders just
  // the editor parts that read it); Save reads the Editor's document at the time of the click.
  const editorRef = useRef<Editor | null>(null)
  const { state: saveState, save } = useSaveTemplate()
  const pickerId = useId()

  return (
    <div className="studio">
      <header className="studio__header">
        <h1 className="studio__title">Podscene Studio</h1>
        <div className="studio__controls">
          <label htmlFor={pickerId}>Template</label>
          <select
            id={pickerId}
            value={choice?.id ?? ''}
            disabled={choices.length === 0}
            onChange={(e) => setChoiceId(e.target.value)}
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
            disabled={!choice || saveState.status === 'saving'}
            onClick={() => editorRef.current && void save(editorRef.current.document)}
          >
            Save template
          </button>
        </div>
        <div className="studio__status">
          {saveState.status === 'saving' && <p role="status">Saving…</p>}
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
        {choice && (
          <SceneEditor
            key={choice.id}
            defaultValue={choice.document}
            editorRef={editorRef}
            className="studio__editor"
          />
        )}
      </main>
    </div>
  )
}
