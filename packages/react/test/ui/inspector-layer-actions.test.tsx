import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { Editor, type EditorDocument, type Layer } from '@podscene/core'
import {
  createActionRegistry,
  defaultActions,
  EditorProvider,
  Inspector,
  inspectorActionGroup,
} from '../../src/index.ts'
import '../../src/styles.css'

const wave: Layer = { key: 'w', type: 'waveform', w: 600, h: 100, prop: { audioPath: 'a.wav' } }
const text: Layer = { key: 't', type: 'text', w: 200, h: 50 }

async function inspect(selected: string, readOnly = false) {
  const document: EditorDocument = {
    aspect_ratio: 1,
    scene: { tracks: [{ index: 0, key: 'track', layers: [wave, text] }] },
  }
  const editor = new Editor(document)
  editor.select([selected])
  const performed: string[] = []
  const actions = createActionRegistry([
    ...defaultActions,
    {
      id: 'save-waveform',
      label: 'Save waveform',
      group: inspectorActionGroup('waveform'),
      enabled: (_editor, ui) => !ui.readOnly,
      perform: (e) => performed.push(e.getState().session.selection.join()),
    },
  ])
  await render(
    <EditorProvider editor={editor} actions={actions}>
      <div style={{ width: 300 }}>
        <Inspector readOnly={readOnly} />
      </div>
    </EditorProvider>,
  )
  return { performed }
}

describe('Inspector layer actions', () => {
  it('shows the host’s actions for the selected layer’s kind, and runs them with a click', async () => {
    const { performed } = await inspect('w')
    const button = page.getByRole('button', { name: 'Save waveform' })
    await expect.element(button).toBeEnabled()
    await userEvent.click(button)
    expect(performed).toEqual(['w'])
  })

  it('shows none for a layer of another kind', async () => {
    await inspect('t')
    await expect.element(page.getByRole('heading', { name: /text/ })).toBeVisible()
    expect(page.getByRole('button', { name: 'Save waveform' }).elements()).toHaveLength(0)
  })

  it('disables an action its enabled() refuses (read-only editor)', async () => {
    const { performed } = await inspect('w', true)
    await expect.element(page.getByRole('button', { name: 'Save waveform' })).toBeDisabled()
    expect(performed).toEqual([])
  })
})
