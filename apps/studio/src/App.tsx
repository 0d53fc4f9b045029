import { useId, useMemo, useRef, useState, type DragEvent } from 'react'
import { serialize, type Editor, type KnownAspectRatio } from '@podscene/core'
import { SceneEditor } from '@podscene/react'
import { createApi } from './api.ts'
import { studioAssets } from './assets.ts'
import { downloadText } from './download.ts'
import { importFile } from './import-file.ts'
import { NewTemplateDialog } from './NewTemplateDialog.tsx'
import { loadSettings, storeSettings, type ApiSettings } from './settings.ts'
import { SettingsDialog } from './SettingsDialog.tsx'
import { newTemplate, type TemplateChoice } from './templates.ts'
import { useSaveTemplate } from './use-save.ts'
import { useTemplates } from './use-templates.ts'

type Notice = { kind: 'info' | 'error'; text: string }

export function App() {
  const [settings, setSettings] = useState<ApiSettings>(loadSettings)
  const api = useMemo(() => createApi(settings), [settings])
  const assets = useMemo(() => studioAssets(api), [api])
  const templates = useTemplates(api)
  // Documents opened here (imports, new templates), newest first, then the demo's scenes.
  const [opened, setOpened] = useState<TemplateChoice[]>([])
  const choices = [...opened, ...(templates.status === 'loading' ? [] : templates.choices)]
  const [choiceId, setChoiceId] = useState<string | null>(null)
  const choice = choices.find((c) => c.id === choiceId)
  // Open the first template once they are loaded (or when the open one is gone after a reload).
  if (!choice && choices.length > 0) setChoiceId(choices[0]!.id)
  // The document lives in the Editor only (no copy in React state, so an edit re-renders just
  // the editor parts that read it); Save and Export read the Editor's document when clicked.
  const editorRef = useRef<Editor | null>(null)
  const { state: saveState, save, reset: resetSave } = useSaveTemplate(api)
  const [notice, setNotice] = useState<Notice | null>(null)
  const [askingAspect, setAskingAspect] = useState(false)
  const [editingSettings, setEditingSettings] = useState(false)
  const [dragging, setDragging] = useState(false)
  const fileInput = useRef<HTMLInputElement>(null)
  const imports = useRef(0)
  const pickerId = useId()

  function open(documents: TemplateChoice[], message: string) {
    setOpened((previous) => [...documents, ...previous])
    setChoiceId(documents[0]!.id)
    resetSave()
    setNotice({ kind: 'info', text: message })
  }

  async function importFromFile(file: File) {
    imports.current += 1
    const result = importFile(file.name, await file.text(), `import-${imports.current}`)
    // A bad file leaves the open document as it is.
    if (!result.ok) return setNotice({ kind: 'error', text: result.message })
    const { choices: scenes } = result
    open(
      scenes,
      result.kind === 'project'
        ? `Opened scene 1 of ${scenes.length} from ${file.name}; pick another under Template`
        : `Opened ${file.name}`,
    )
  }

  function createTemplate(aspectRatio: KnownAspectRatio) {
    setAskingAspect(false)
    imports.current += 1
    const created = newTemplate(aspectRatio, `new-${imports.current}`)
    open([created], `Opened a new template (${created.label.replace(/^New | template$/g, '')})`)
  }

  function exportDocument() {
    if (!choice || !editorRef.current) return
    downloadText(`${choice.name}.json`, serialize(editorRef.current.document))
  }

  function onDragOver(e: DragEvent) {
    if (!e.dataTransfer.types.includes('Files')) return
    e.preventDefault()
    e.dataTransfer.dropEffect = 'copy'
    setDragging(true)
  }

  function onDrop(e: DragEvent) {
    setDragging(false)
    // A media file dropped on the canvas was inserted there (the editor prevented the drop).
    if (e.defaultPrevented) return
    const file = e.dataTransfer.files[0]
    if (!file) return
    e.preventDefault()
    void importFromFile(file)
  }

  return (
    <div
      className={dragging ? 'studio studio--dropping' : 'studio'}
      onDragOver={onDragOver}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false)
      }}
      onDrop={onDrop}
    >
      <header className="studio__header">
        <h1 className="studio__title">Podscene Studio</h1>
        <div className="studio__controls">
          <button type="button" onClick={() => setAskingAspect(true)}>
            New template
          </button>
          <button type="button" onClick={() => fileInput.current?.click()}>
            Import
          </button>
          <input
            ref={fileInput}
            type="file"
            accept=".json,application/json"
            hidden
            aria-label="Template file"
            onChange={(e) => {
              const file = e.currentTarget.files?.[0]
              // Cleared so that choosing the same file again imports it again.
              e.currentTarget.value = ''
              if (file) void importFromFile(file)
            }}
          />
          <button type="button" disabled={!choice} onClick={exportDocument}>
            Export
          </button>
          <label htmlFor={pickerId}>Template</label>
          <select
            id={pickerId}
            value={choice?.id ?? ''}
            disabled={choices.length === 0}
            onChange={(e) => {
              setChoiceId(e.target.value)
              resetSave()
            }}
          >
            {choices.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="studio__primary"
            disabled={!choice || saveState.status === 'saving'}
            onClick={() => editorRef.current && void save(editorRef.current.document)}
          >
            Save template
          </button>
          <button type="button" onClick={() => setEditingSettings(true)}>
            Settings
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
      {notice && (
        <div
          role={notice.kind === 'error' ? 'alert' : 'status'}
          className={`studio__notice studio__notice--${notice.kind}`}
        >
          <span>{notice.text}</span>
          <button type="button" aria-label="Dismiss" onClick={() => setNotice(null)}>
            ×
          </button>
        </div>
      )}
      {templates.status === 'error' && (
        <div role="alert" className="studio__banner">
          <span>{templates.message}</span>
          <button type="button" onClick={templates.reload}>
            Retry
          </button>
        </div>
      )}
      <main className="studio__main">
        {templates.status === 'loading' && opened.length === 0 && (
          <p role="status" className="studio__loading">
            Loading templates from {api.baseUrl}…
          </p>
        )}
        {choice && (
          <SceneEditor
            key={choice.id}
            defaultValue={choice.document}
            editorRef={editorRef}
            assets={assets}
            className="studio__editor"
          />
        )}
      </main>
      {editingSettings && (
        <SettingsDialog
          settings={settings}
          onCancel={() => setEditingSettings(false)}
          onSave={(next) => {
            storeSettings(next)
            setSettings(next)
            setEditingSettings(false)
            resetSave()
            setNotice({ kind: 'info', text: `Using the API at ${next.baseUrl}` })
          }}
        />
      )}
      {askingAspect && (
        <NewTemplateDialog onCreate={createTemplate} onCancel={() => setAskingAspect(false)} />
      )}
    </div>
  )
}
