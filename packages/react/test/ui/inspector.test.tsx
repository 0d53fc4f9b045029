import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { Editor, type EditorDocument, type Layer } from '@podscene/core'
import { EditorProvider, Inspector } from '../../src/index.ts'
import '../../src/styles.css'

function docWith(layer: Layer): EditorDocument {
  return { aspect_ratio: 1, scene: { tracks: [{ index: 0, key: 't', layers: [layer] }] } }
}

async function inspect(layer: Layer) {
  const editor = new Editor(docWith(layer))
  editor.select([layer.key!])
  await render(
    <EditorProvider editor={editor}>
      <div style={{ width: 300 }}>
        <Inspector />
      </div>
    </EditorProvider>,
  )
  const stored = () => editor.getLayer(layer.key!)!.layer
  return { editor, stored }
}

async function setField(label: string, value: string) {
  // The first match: the Geometry section's field (the Keyframes table's rows come later).
  const input = page.getByLabelText(label, { exact: true }).first()
  await userEvent.clear(input)
  await userEvent.type(input, `${value}{Enter}`)
}

describe('Inspector', () => {
  it('says so when nothing is selected', async () => {
    const editor = new Editor(docWith({ key: 'a', type: 'shape' }))
    await render(
      <EditorProvider editor={editor}>
        <Inspector />
      </EditorProvider>,
    )
    await expect.element(page.getByText('Select a layer to edit its properties.')).toBeVisible()
  })

  it('edits geometry, opacity and radius, each edit one undo step', async () => {
    const { editor, stored } = await inspect({
      key: 'a',
      type: 'shape',
      x: 10,
      y: 20,
      w: 100,
      h: 50,
      r: 0,
      extra: { kept: true },
    })
    await setField('X', '42')
    await setField('Width', '333')
    await setField('Rotation', '15')
    await setField('Opacity', '0.5')
    await setField('Corner radius', '12px')
    expect(stored()).toMatchObject({
      x: 42,
      y: 20,
      w: 333,
      h: 50,
      r: 15,
      alpha: 0.5,
      radius: '12px',
      extra: { kept: true },
    })
    editor.undo()
    expect(stored().radius).toBeUndefined()
    editor.undo()
    expect(stored().alpha).toBeUndefined()
  })

  it('X and Y show the animated position at the playhead and write it with the keyframe rule', async () => {
    const { editor, stored } = await inspect({
      key: 'a',
      type: 'shape',
      x: 10,
      y: 20,
      timeline: {
        start: 0,
        end: 1000,
        key_frames: [
          { timestamp: 0, properties: { x: 0, y: 0 } },
          { timestamp: 800, properties: { x: 300 } },
        ],
      },
    })
    await expect.element(page.getByLabelText('X', { exact: true }).first()).toHaveValue(0)
    // On the keyframe at 0 ms: its values change; the layer's own x/y stay.
    await setField('X', '25')
    await setField('Y', '5')
    expect([stored().x, stored().y]).toEqual([10, 20])
    expect(stored().timeline?.key_frames?.map((k) => k.properties)).toEqual([
      { x: 25, y: 5 },
      { x: 300 },
    ])
    // Between keyframes: a keyframe is added at the playhead.
    editor.setPlayhead(400)
    await setField('X', '100')
    expect(stored().timeline?.key_frames?.map((k) => [k.timestamp, k.properties])).toEqual([
      [0, { x: 25, y: 5 }],
      [400, { x: 100 }],
      [800, { x: 300 }],
    ])
    editor.undo()
    editor.undo()
    editor.undo()
    expect(stored().timeline?.key_frames?.map((k) => k.properties)).toEqual([
      { x: 0, y: 0 },
      { x: 300 },
    ])
  })

  it('keeps the stored value when the draft is not a number, and Escape reverts the draft', async () => {
    const { editor, stored } = await inspect({ key: 'a', type: 'shape', x: 10 })
    const input = page.getByLabelText('X', { exact: true })
    await userEvent.clear(input)
    await userEvent.type(input, '{Enter}')
    expect(stored().x).toBe(10)
    await userEvent.type(input, '99{Escape}')
    await expect.element(input).toHaveValue(10)
    expect(editor.canUndo()).toBe(false)
  })

  it('edits text content, font size and colour of a text layer', async () => {
    const { stored } = await inspect({
      key: 't',
      type: 'text',
      prop: { textInfo: { content: 'Hello', fontSize: 40, color: '#000000' } },
    })
    const text = page.getByLabelText('Text', { exact: true })
    await userEvent.fill(text, 'Bonjour 👋')
    await userEvent.tab()
    await setField('Font size', '64')
    await setField('Text colour', '#ff0000')
    expect(stored().prop?.textInfo).toMatchObject({
      content: 'Bonjour 👋',
      fontSize: 64,
      color: '#ff0000',
    })
  })

  it('edits fit mode and crop of an image, keeping unknown crop fields', async () => {
    const { stored } = await inspect({
      key: 'i',
      type: 'image',
      fit_mode: 'cover',
      crop: { x: 0, y: 0, w: 0, h: 0, unit: 'f' },
    })
    await userEvent.selectOptions(page.getByLabelText('Fit mode'), 'contain')
    await setField('Crop width', '0.5')
    expect(stored()).toMatchObject({
      fit_mode: 'contain',
      crop: { x: 0, y: 0, w: 0.5, h: 0, unit: 'f' },
    })
  })

  it('sets timeline start and end, and adds then removes a keyframe at the playhead', async () => {
    const { editor, stored } = await inspect({
      key: 'a',
      type: 'shape',
      x: 5,
      y: 6,
      w: 10,
      h: 10,
      timeline: { start: 1000, end: 5000 },
    })
    await setField('Start (ms)', '500')
    expect(stored().timeline).toMatchObject({ start: 500, end: 5000 })
    editor.setPlayhead(1500)
    await userEvent.click(page.getByRole('button', { name: 'Add keyframe at current time' }))
    expect(stored().timeline?.key_frames).toEqual([
      expect.objectContaining({
        timestamp: 1000,
        properties: expect.objectContaining({ x: 5, y: 6, w: 10 }),
      }),
    ])
    await userEvent.selectOptions(
      page
        .getByRole('group', { name: 'Keyframe at 1000 ms' })
        .getByLabelText('Easing', { exact: true }),
      'ease-in',
    )
    expect(stored().timeline?.key_frames?.[0]?.func).toBe('ease-in')
    await userEvent.click(page.getByRole('button', { name: 'Remove keyframe at current time' }))
    expect(stored().timeline?.key_frames).toEqual([])
  })

  it('sets cross transitions and animation presets from the known names', async () => {
    const { stored } = await inspect({ key: 'a', type: 'shape' })
    await userEvent.selectOptions(
      page.getByLabelText('Transition in', { exact: true }),
      'slide-left',
    )
    await setField('Transition in (ms)', '800')
    await userEvent.selectOptions(
      page.getByLabelText('Enter animation', { exact: true }),
      'zoom-in',
    )
    expect(stored().timeline?.cross).toMatchObject({ in: ['slide-left'], in_time: 800 })
    expect(stored().prop?.animationInfo?.enter).toEqual({ effectType: 'zoom-in', duration: 500 })
    await userEvent.selectOptions(page.getByLabelText('Enter animation', { exact: true }), '')
    expect(stored().prop?.animationInfo?.enter ?? null).toBeNull()
  })

  it('gives every control an accessible name', async () => {
    await inspect({
      key: 'i',
      type: 'image',
      timeline: { start: 0, end: 100, key_frames: [{ timestamp: 0 }] },
    })
    const controls = [...document.querySelectorAll('input, select, textarea, button')]
    expect(controls.length).toBeGreaterThan(20)
    for (const control of controls) {
      const id = control.id
      const label =
        (id && document.querySelector(`label[for="${CSS.escape(id)}"]`)?.textContent) ||
        control.getAttribute('aria-label') ||
        (control.tagName === 'BUTTON' ? control.textContent : '')
      expect(label, control.outerHTML).toBeTruthy()
    }
  })
})
