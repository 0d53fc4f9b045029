import { useId, useMemo, useRef, useState, type DragEvent } from 'react'
import { serialize, type Editor, type EditorDocument, type KnownAspectRatio } from '@podscene/core'
import { SceneEditor, type SceneCanvasHandle, type SceneEditorHandle } from '@podscene/react'
import { createApi } from './api.ts'
import { ApiFailureAlert } from './ApiFailureAlert.tsx'
import { AspectRatioNotice } from './AspectRatioNotice.tsx'
import { studioAssets } from './assets.ts'
import { studioAssetUpload } from './uploads/studio-upload.ts'
import { useUnsavedMediaGuard } from './uploads/use-unsaved-media-guard.ts'
import { UnsavedMediaAlert } from './uploads/UnsavedMediaAlert.tsx'
import { downloadText } from './download.ts'
import { ConfirmDiscardDialog } from './drafts/ConfirmDiscardDialog.tsx'
import { DraftNotices } from './drafts/DraftNotices.tsx'
import { DraftsDialog } from './drafts/DraftsDialog.tsx'
import { useDrafts } from './drafts/use-drafts.ts'
import { exportFrame } from './export-frame.ts'
import { ExportVideoDialog } from './video/ExportVideoDialog.tsx'
import { importFile } from './import-file.ts'
import { loadPanelWidths, storePanelWidth } from './look/panel-widths.ts'
import { loadViewAids, storeViewAids } from './look/view-aids.ts'
import { studioTextStyles } from './text-styles-store.ts'
import { ThemeSwitch } from './look/ThemeSwitch.tsx'
import { useTheme } from './look/use-theme.ts'
import { NewTemplateDialog } from './NewTemplateDialog.tsx'
import { ProjectDialog } from './ProjectDialog.tsx'
import { ProjectPreview } from './ProjectPreview.tsx'
import { loadSettings, storeSettings, type ApiSettings } from './settings.ts'
import { SettingsDialog } from './SettingsDialog.tsx'
import { newTemplate, type TemplateChoice } from './templates.ts'
import { useApiTask } from './use-api-task.ts'
import { useSaveTemplate } from './use-save.ts'
import { useTemplateNames } from './template-names.ts'
import { useNoticeTimeout } from './use-notice-timeout.ts'
import { useTemplates } from './use-templates.ts'
import { useSavedTemplates } from './use-saved-templates.ts'
import { SavedTemplatesDialog } from './SavedTemplatesDialog.tsx'
import { openSavedTemplate } from './open-saved-template.ts'
import { useWaveformSaving } from './use-waveform-saving.ts'
import { SaveWaveformDialog } from './SaveWaveformDialog.tsx'
import { HeaderLabel } from './look/HeaderLabel.tsx'
import { loadTimelineView, storeTimelineView } from './look/timeline-view.ts'
import {
  Download,
  FileClock,
  FilePlus,
  Film,
  FolderOpen,
  Image as ImageIcon,
  Library,
  Scaling,
  Settings,
  Upload,
} from 'lucide-react'

type Notice = { kind: 'info' | 'error'; text: string }

export function App() {
  const [settings, setSettings] = useState<ApiSettings>(loadSettings)
  const api = useMemo(() => createApi(settings), [settings])
  const assets = useMemo(() => studioAssets(api), [api])
  const onAssetUpload = useMemo(() => studioAssetUpload(api, { signPath: api.signPath }), [api])
  const mediaGuard = useUnsavedMediaGuard(onAssetUpload)
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
  // The open document's Editor as state, for the parts that subscribe to it (AspectRatioNotice).
  const [openEditor, setOpenEditor] = useState<Editor | null>(null)
  const sceneEditorRef = useRef<SceneEditorHandle | null>(null)
  const canvasRef = useRef<SceneCanvasHandle | null>(null)
  // One status line for the latest API task (Save template, Save waveform) and its retry.
  const { state: saveState, run, reset: resetSave } = useApiTask()
  const savedTemplates = useSavedTemplates()
  // Save completion in one place: the saved list and the drafts (clean in the Editor it came from).
  const save = useSaveTemplate(api, run, (saved) => {
    savedTemplates.record(saved, api.baseUrl)
    if (saved.ticket) drafts.saved(saved.ticket, saved.document)
  })
  const waveforms = useWaveformSaving(api, run)
  const [listingSaved, setListingSaved] = useState(false)
  const [notice, setNotice] = useState<Notice | null>(null)
  const [askingAspect, setAskingAspect] = useState(false)
  const [editingSettings, setEditingSettings] = useState(false)
  const [openingProject, setOpeningProject] = useState(false)
  const [previewedProject, setPreviewedProject] = useState<string | null>(null)
  const [dragging, setDragging] = useState(false)
  // "Export video": the document as it was when the dialog opened, and the download's name.
  const [videoOf, setVideoOf] = useState<{ document: EditorDocument; name: string } | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const imports = useRef(0)
  const pickerId = useId()
  const nameId = useId()
  const names = useTemplateNames()
  // Info toasts go away by themselves; errors stay until dismissed.
  useNoticeTimeout(notice, setNotice)
  const { theme, setTheme } = useTheme()

  function open(documents: TemplateChoice[], message?: string) {
    setOpened((previous) => [...documents, ...previous])
    setChoiceId(documents[0]!.id)
    resetSave()
    setNotice(message ? { kind: 'info', text: message } : null)
  }

  // Drafts: one per open document; restore, autosave, "Drafts" (see drafts/use-drafts.ts).
  const drafts = useDrafts({
    openDocuments: (restored) => open(restored),
    selectDocument: (id) => {
      setChoiceId(id)
      resetSave()
    },
    closeDocuments: (ids) => setOpened((previous) => previous.filter((c) => !ids.includes(c.id))),
  })
  const [listingDrafts, setListingDrafts] = useState(false)
  const { confirmDiscard } = drafts

  async function importFromFile(file: File) {
    imports.current += 1
    const result = importFile(file.name, await file.text(), `import-${imports.current}`)
    // A bad file leaves the open document as it is.
    if (!result.ok) return setNotice({ kind: 'error', text: result.message })
    // An imported document is unsaved until saved (it has a draft from the start).
    const scenes = result.choices.map((c) => ({ ...c, neverSaved: true }))
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

  /** "Save template": refused while media would not load from the saved template. */
  function saveTemplate() {
    if (!choice || !editorRef.current) return
    if (!mediaGuard.check(editorRef.current)) return
    void save(editorRef.current.document, names.nameOf(choice), drafts.saveTicket())
  }

  function exportDocument() {
    if (!choice || !editorRef.current) return
    downloadText(`${names.nameOf(choice)}.json`, serialize(editorRef.current.document))
  }

  function exportCurrentFrame() {
    const canvas = canvasRef.current
    if (!choice || !canvas || !editorRef.current) return
    exportFrame(canvas, names.nameOf(choice), editorRef.current.getState().session.playheadMs).then(
      (file) => setNotice({ kind: 'info', text: `Exported frame ${file}` }),
      (error: unknown) =>
        setNotice({ kind: 'error', text: `Could not export the frame: ${String(error)}` }),
    )
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
    setDragging(false)
    confirmDiscard(() => void importFromFile(file))
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
          <button
            type="button"
            title="New template"
            onClick={() => confirmDiscard(() => setAskingAspect(true))}
          >
            <HeaderLabel icon={FilePlus} text="New template" collapse="compact" />
          </button>
          <button
            type="button"
            title="Import"
            onClick={() => confirmDiscard(() => fileInput.current?.click())}
          >
            <HeaderLabel icon={Upload} text="Import" collapse="compact" />
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
          <button type="button" title="Export" disabled={!choice} onClick={exportDocument}>
            <HeaderLabel icon={Download} text="Export" collapse="compact" />
          </button>
          <button
            type="button"
            title="Export frame"
            disabled={!choice}
            onClick={exportCurrentFrame}
          >
            <HeaderLabel icon={ImageIcon} text="Export frame" />
          </button>
          <button
            type="button"
            disabled={!choice}
            onClick={() => {
              if (choice && editorRef.current)
                setVideoOf({ document: editorRef.current.document, name: names.nameOf(choice) })
            }}
            title="Export video"
          >
            <HeaderLabel icon={Film} text="Export video" />
          </button>
          <button
            type="button"
            disabled={!choice || drafts.readOnly}
            onClick={() => sceneEditorRef.current?.runAction('resize')}
            title="Resize"
          >
            <HeaderLabel icon={Scaling} text="Resize" />
          </button>
          <button type="button" title="Open project" onClick={() => setOpeningProject(true)}>
            <HeaderLabel icon={FolderOpen} text="Open project" />
          </button>
          <label htmlFor={pickerId} className="studio__field-label">
            Template
          </label>
          <select
            id={pickerId}
            value={choice?.id ?? ''}
            disabled={choices.length === 0}
            onChange={(e) => {
              const id = e.target.value
              confirmDiscard(() => {
                setChoiceId(id)
                resetSave()
              })
            }}
          >
            {choices.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </select>
          <label htmlFor={nameId} className="studio__field-label">
            Template name
          </label>
          <input
            id={nameId}
            className="studio__name"
            type="text"
            spellCheck={false}
            disabled={!choice}
            value={choice ? names.textOf(choice) : ''}
            onChange={(e) => choice && names.setText(choice, e.target.value)}
          />
          <button
            type="button"
            className="studio__primary"
            disabled={!choice || saveState.status === 'running'}
            onClick={saveTemplate}
          >
            Save template
          </button>
          <button type="button" title="Saved templates" onClick={() => setListingSaved(true)}>
            <HeaderLabel icon={Library} text="Saved templates" />
          </button>
          <button type="button" title="Drafts" onClick={() => setListingDrafts(true)}>
            <HeaderLabel icon={FileClock} text="Drafts" />
          </button>
          <button type="button" title="Settings" onClick={() => setEditingSettings(true)}>
            <HeaderLabel icon={Settings} text="Settings" />
          </button>
          <ThemeSwitch theme={theme} onChange={setTheme} />
        </div>
      </header>
      {/* Toasts: over the editor, so a message never moves the layout. */}
      <div className="studio__toasts">
        <div className="studio__status">
          {saveState.status === 'running' && <p role="status">{saveState.text}</p>}
          {saveState.status === 'done' && (
            <p role="status" className="studio__ok">
              {saveState.text}
            </p>
          )}
          {saveState.status === 'failed' && (
            <ApiFailureAlert
              prefix={saveState.prefix}
              failure={saveState.failure}
              onRetry={saveState.retry}
            />
          )}
        </div>
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
      </div>
      <UnsavedMediaAlert
        state={mediaGuard.state}
        onUpload={() =>
          editorRef.current && void mediaGuard.upload(editorRef.current, saveTemplate)
        }
        onCancel={mediaGuard.cancel}
        onDismiss={mediaGuard.dismiss}
      />
      <DraftNotices
        notice={drafts.notice}
        readOnly={drafts.readOnly}
        onDiscard={() => void drafts.discardDraft()}
        onDismiss={drafts.dismissNotice}
        onTakeOver={drafts.takeOver}
      />
      {choice && openEditor && <AspectRatioNotice key={choice.id} editor={openEditor} />}
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
            key={`${choice.id}#${drafts.revision}`}
            ref={sceneEditorRef}
            defaultValue={drafts.documentOf(choice)}
            editorRef={editorRef}
            canvasRef={canvasRef}
            actions={waveforms.actions}
            onEditorReady={(editor) => {
              drafts.attach(editor, choice)
              setOpenEditor(editor)
            }}
            readOnly={drafts.readOnly}
            theme={theme}
            defaultPanelWidths={loadPanelWidths()}
            onPanelResize={storePanelWidth}
            defaultViewAids={loadViewAids(choice.id)}
            onViewAidsChange={(aids) => storeViewAids(choice.id, aids)}
            textStyles={studioTextStyles}
            defaultTimelineHeight={loadTimelineView().height}
            onTimelineResize={(height) => storeTimelineView({ height })}
            defaultTrackSize={loadTimelineView().trackSize}
            onTrackSizeChange={(trackSize) => storeTimelineView({ trackSize })}
            assets={assets}
            onAssetUpload={onAssetUpload}
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
      {openingProject && (
        <ProjectDialog
          api={api}
          onCancel={() => setOpeningProject(false)}
          onOpen={(id) => {
            setOpeningProject(false)
            setPreviewedProject(id)
          }}
        />
      )}
      {previewedProject !== null && (
        <ProjectPreview
          api={api}
          projectId={previewedProject}
          onClose={() => setPreviewedProject(null)}
          onUseScene={(template, index, project) => {
            setPreviewedProject(null)
            imports.current += 1
            const title = String(project.title || project.id)
            open(
              [{ ...template, id: `${template.id}:use-${imports.current}`, neverSaved: true }],
              `Opened scene ${index + 1} of ${title} as a template`,
            )
          }}
        />
      )}
      {videoOf && (
        <ExportVideoDialog
          source={videoOf.document}
          fileName={videoOf.name}
          onClose={() => setVideoOf(null)}
          onExported={(file) => {
            setVideoOf(null)
            setNotice({ kind: 'info', text: `Exported video ${file}` })
          }}
        />
      )}
      {listingSaved && (
        <SavedTemplatesDialog
          entries={savedTemplates.entries}
          problem={savedTemplates.problem}
          onDelete={(entry) => savedTemplates.remove(entry.key)}
          onClose={() => setListingSaved(false)}
          onOpen={(entry) => {
            setListingSaved(false)
            imports.current += 1
            const opened = openSavedTemplate(entry, `saved-${imports.current}`)
            if (!opened.ok) return setNotice({ kind: 'error', text: opened.message })
            open([opened.choice], `Opened saved template #${entry.id} (${entry.name})`)
          }}
        />
      )}
      {waveforms.asking && (
        <SaveWaveformDialog
          layerKey={waveforms.asking.layerKey}
          linkedId={waveforms.asking.linkedId}
          suggestions={waveforms.suggestions}
          onSave={waveforms.answer}
          onCancel={waveforms.cancel}
        />
      )}
      {listingDrafts && (
        <DraftsDialog
          load={drafts.listDrafts}
          onClose={() => setListingDrafts(false)}
          onOpen={({ draft, choiceId }) => {
            setListingDrafts(false)
            drafts.openDraft(draft, choiceId)
          }}
          onDiscard={({ draft }) =>
            new Promise<void>((done) =>
              drafts.askDiscard(() => void drafts.discard(draft.key).finally(done)),
            )
          }
        />
      )}
      {drafts.confirming && (
        <ConfirmDiscardDialog
          onDiscard={() => drafts.resolveConfirm(true)}
          onCancel={() => drafts.resolveConfirm(false)}
        />
      )}
      {askingAspect && (
        <NewTemplateDialog onCreate={createTemplate} onCancel={() => setAskingAspect(false)} />
      )}
    </div>
  )
}
