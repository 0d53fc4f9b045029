// Per-editor services (state/editor-services.ts) come from the EditorProvider: each editor gets
// its own, and the store-keyed accessors (actionSurfacesOf, uploadsOf, textStylesOf,
// openMediaFileChooser) find the very services the provider put in the context. The live lint and
// the fill preview read the document: one per store and Editor (lintRunnerOf, fillPreviewOf).
import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { Editor, type EditorDocument } from '@podscene/core'
import { createUiStore, EditorProvider, type UiStore } from '../../src/index.ts'
import { useEditorService } from '../../src/state/editor-context.ts'
import { actionSurfacesOf, actionSurfacesService } from '../../src/state/actions/action-surfaces.ts'
import { MediaFileInput, openMediaFileChooser } from '../../src/uploads/MediaFileInput.tsx'
import { uploadsOf, uploadsService } from '../../src/uploads/upload-store.ts'
import {
  textStylesOf,
  textStylesService,
} from '../../src/inspector/text-styles/text-style-store.ts'
import { fr } from '../../src/i18n/fr.ts'
import { servicesOf } from '../../src/state/editor-services.ts'
import { LiveLintRunner, lintRunnerOf, lintRunnerService } from '../../src/problems/lint-runner.ts'
import { FillPreview, fillPreviewOf, fillPreviewService } from '../../src/slots/fill-preview.ts'

const doc = (): EditorDocument => ({ scene: { tracks: [] } })

describe('per-editor services from the provider', () => {
  it('each editor has its own; the store-keyed accessors find the same', async () => {
    const seen = new Map<string, unknown[]>()
    function Probe({ id }: { id: string }) {
      seen.set(id, [
        useEditorService(actionSurfacesService),
        useEditorService(uploadsService),
        useEditorService(textStylesService),
      ])
      return null
    }
    const a: UiStore = createUiStore()
    const b: UiStore = createUiStore()
    await render(
      <>
        <EditorProvider editor={new Editor(doc())} ui={a} translations={fr}>
          <Probe id="a" />
          <MediaFileInput />
        </EditorProvider>
        <EditorProvider editor={new Editor(doc())} ui={b}>
          <Probe id="b" />
        </EditorProvider>
      </>,
    )
    expect(seen.get('a')).toEqual([actionSurfacesOf(a), uploadsOf(a), textStylesOf(a)])
    expect(seen.get('a')![0]).toBe(actionSurfacesOf(a))
    expect(seen.get('a')![1]).toBe(uploadsOf(a))
    expect(seen.get('a')![2]).toBe(textStylesOf(a))
    expect(seen.get('b')![0]).toBe(actionSurfacesOf(b))
    expect(actionSurfacesOf(a)).not.toBe(actionSurfacesOf(b))
    expect(uploadsOf(a)).not.toBe(uploadsOf(b))
    // The provider set each editor's notice words in its own language.
    expect(actionSurfacesOf(a).getState().words).toEqual(fr.notices)
    expect(actionSurfacesOf(b).getState().words).not.toEqual(fr.notices)
    // The file chooser is mounted for editor a only.
    expect(openMediaFileChooser({ store: b, readOnly: false })).toBe(false)
    expect(openMediaFileChooser({ store: a, readOnly: false })).toBe(true)
  })

  it('the live lint and the fill preview: one per editor, the same through the accessors', async () => {
    const seen = new Map<string, unknown[]>()
    function Probe({ id }: { id: string }) {
      seen.set(id, [useEditorService(lintRunnerService), useEditorService(fillPreviewService)])
      return null
    }
    const a: UiStore = createUiStore()
    const b: UiStore = createUiStore()
    const editorA = new Editor(doc())
    const editorB = new Editor(doc())
    await render(
      <>
        <EditorProvider editor={editorA} ui={a}>
          <Probe id="a" />
        </EditorProvider>
        <EditorProvider editor={editorB} ui={b}>
          <Probe id="b" />
        </EditorProvider>
      </>,
    )
    const [runnerA, previewA] = seen.get('a')!
    const [runnerB, previewB] = seen.get('b')!
    expect(runnerA).toBeInstanceOf(LiveLintRunner)
    expect(previewA).toBeInstanceOf(FillPreview)
    expect(runnerA).toBe(lintRunnerOf(a, editorA))
    expect(previewA).toBe(fillPreviewOf(a, editorA))
    expect(runnerB).toBe(lintRunnerOf(b, editorB))
    expect(previewB).toBe(fillPreviewOf(b, editorB))
    expect(runnerA).not.toBe(runnerB)
    expect(previewA).not.toBe(previewB)
    // A store shown with another Editor gets another runner (it lints that Editor's document).
    expect(lintRunnerOf(a, editorB)).not.toBe(runnerA)
    // Without its Editor a document service cannot be made: a clear error, not a wrong runner.
    expect(() => servicesOf(a).get(lintRunnerService)).toThrow(
      /lint-runner.*servicesOf\(store, editor\)/,
    )
  })
})
