import Konva from 'konva'
import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { Editor, type Layer } from '@podscene/core'
import { EditorProvider, Inspector } from '../../src/index.ts'
import { choose, docWith, field, inspect, inspector, type } from './inspector-harness.tsx'
import { resolveWaveformStyle } from '../../src/layers/waveform-style.ts'
import '../../src/styles.css'

// Each inspector section through real keyboard and pointer input, inside <SceneEditor> so the
// canvas draws what the document holds. Every edit is one undo step; undoing them all gives back
// the exact document (key order included), so nothing but the edited keys ever changed.

describe('Inspector: rejected edits', () => {
  it('an End before the Start shows the message beside the field and keeps the document value', async () => {
    const { editor, stored } = await inspect({
      key: 'a',
      type: 'shape',
      w: 100,
      h: 100,
      timeline: { start: 1000, end: 5000 },
    })
    await type('End (ms)', '500')
    const end = field('End (ms)')
    const alert = inspector().getByRole('alert')
    await expect
      .element(alert)
      .toHaveTextContent('end must be 0 (lasts the whole scene) or after start 1000, got 500')
    await expect.element(end).toHaveValue(5000)
    await expect.element(end).toHaveAttribute('aria-invalid', 'true')
    await expect.element(end).toHaveAccessibleDescription(/after start 1000, got 500/)
    expect(stored().timeline).toEqual({ start: 1000, end: 5000 })
    expect(editor.canUndo()).toBe(false)
    await userEvent.type(end, '{Escape}')
    await expect.element(inspector().getByRole('alert')).not.toBeInTheDocument()

    await type('End (ms)', '800')
    await expect.element(inspector().getByRole('alert')).toBeVisible()
    await type('End (ms)', '4000')
    expect(stored().timeline).toEqual({ start: 1000, end: 4000 })
    await expect.element(inspector().getByRole('alert')).not.toBeInTheDocument()
    await expect.element(end).not.toHaveAttribute('aria-invalid')
  })

  it('a colour that is not one shows an error; a valid one with alpha is stored as typed', async () => {
    const { editor, stored, node, original, undoAll } = await inspect({
      key: 'c',
      type: 'color',
      w: 200,
      h: 200,
      color: '#336699',
    })
    await type('Layer colour', '#zz0000')
    await expect
      .element(inspector().getByRole('alert'))
      .toHaveTextContent('"#zz0000" is not a colour')
    await expect.element(field('Layer colour')).toHaveValue('#336699')
    expect(stored().color).toBe('#336699')

    await type('Layer colour', 'rgba(255, 0, 0, 0.5)')
    expect(stored().color).toBe('rgba(255, 0, 0, 0.5)')
    await expect.element(inspector().getByRole('alert')).not.toBeInTheDocument()
    expect(node().findOne<Konva.Rect>('Rect')!.fill()).toBe('rgba(255, 0, 0, 0.5)')
    // The format has alpha, so its opacity is a field; the picker keeps the format.
    await type('Layer colour opacity', '0.25')
    expect(stored().color).toBe('rgba(255, 0, 0, 0.25)')
    // The picker previews live inside one gesture; leaving it commits one undo step.
    await userEvent.fill(inspector().getByLabelText('Layer colour picker'), '#00ff00')
    expect(editor.isInGesture()).toBe(true)
    expect(stored().color).toBe('rgba(0, 255, 0, 0.25)')
    await expect
      .poll(() => node().findOne<Konva.Rect>('Rect')!.fill())
      .toBe('rgba(0, 255, 0, 0.25)')
    await userEvent.tab()
    expect(editor.isInGesture()).toBe(false)
    editor.undo()
    expect(stored().color).toBe('rgba(255, 0, 0, 0.25)')
    expect(undoAll()).toBe(original)
  })
})

describe('Inspector sections per kind', () => {
  it('text: font, weight, colour, alignment, stroke, shadow, background, padding', async () => {
    const { stored, node, original, undoAll } = await inspect({
      key: 't',
      type: 'text',
      x: 100,
      y: 100,
      w: 600,
      h: 200,
      prop: { textInfo: { content: 'Hello', fontSize: 40 }, textConfig: { color: '#111111' } },
    })
    // The combobox "Font" (font-picker.test.tsx): a name the library lacks is a system family.
    const font = inspector().getByRole('combobox', { name: 'Font', exact: true })
    await userEvent.clear(font)
    await userEvent.type(font, 'DejaVu Serif{Enter}')
    await choose('Weight', 'bold')
    await choose('Style', 'italic')
    await type('Text colour', '#ff0000')
    await choose('Alignment', 'center')
    await type('Line height', '1.5')
    await type('Stroke colour', '#000000')
    await type('Stroke width', '3')
    await type('Shadow colour', 'black')
    await type('Shadow blur', '6')
    await type('Shadow X', '2')
    await type('Background colour', '#ffffff')
    await type('Padding left', '12')
    expect(stored().prop).toEqual({
      textInfo: {
        content: 'Hello',
        fontSize: 40,
        fontFamily: 'DejaVu Serif',
        fontWeight: 'bold',
        fontStyle: 'italic',
        textAlign: 'center',
        lineHeight: 1.5,
        strokeColor: '#000000',
        strokeWidth: 3,
        textShadowColor: 'black',
        textShadowBlur: 6,
        textShadowH: 2,
        backgroundColor: '#ffffff',
        paddingLeft: 12,
      },
      // textConfig.color wins over textInfo.color in the renderer, so the edit went there.
      textConfig: { color: '#ff0000' },
    })
    const text = node().findOne<Konva.Text>('Text')!
    expect([text.fill(), text.align(), text.stroke(), text.strokeWidth(), text.x()]).toEqual([
      '#ff0000',
      'center',
      '#000000',
      3,
      12,
    ])
    expect(text.fontStyle()).toBe('italic bold')
    expect(text.lineHeight()).toBe(1.5)
    expect(undoAll()).toBe(original)
  })

  it('subtitle: the words table edits text, times and breaks through updateWord; a word ending before it starts is refused', async () => {
    const words = [
      { text: 'one', start: 0, end: 400, key: 'w1' },
      { text: 'two', start: 400, end: 800, key: 'w2', extra: 1 },
    ]
    const { editor, stored, original, undoAll } = await inspect({
      key: 's',
      type: 'subtitle',
      w: 800,
      h: 120,
      subtitle: { word_seq: words },
    })
    await type('Word 2 text', 'deux')
    await type('Word 2 start (ms)', '450')
    await userEvent.click(field('Line break after word 1'))
    await type('Highlight colour', '#00ffff')
    await type('Line size (characters)', '12')
    await choose('Alignment', 'left')
    await choose('Weight', 'bold')
    expect(stored().prop).toEqual({ textInfo: { textAlign: 'left', fontWeight: 'bold' } })
    expect(stored().subtitle).toEqual({
      word_seq: [
        { text: 'one', start: 0, end: 400, key: 'w1', break: '\n' },
        { text: 'deux', start: 450, end: 800, key: 'w2', extra: 1 },
      ],
      prop: { highlightColor: '#00ffff' },
      line_size: 12,
    })
    await type('Word 1 end (ms)', '-5')
    await expect
      .element(field('Word 1 end (ms)'))
      .toHaveAccessibleDescription('Word 1 end (ms) must be ≥ 0, got -5')
    await type('Word 1 start (ms)', '500')
    await expect
      .element(field('Word 1 start (ms)'))
      .toHaveAccessibleDescription('end must be ≥ start 500, got 400')
    await expect.element(field('Word 1 start (ms)')).toHaveValue(0)
    expect(editor.getLayer('s')!.layer.subtitle?.word_seq?.[0]?.start).toBe(0)
    expect(undoAll()).toBe(original)
  })

  it('shape: type, fill, stroke colour, width and dash reach the canvas', async () => {
    const { stored, node, original, undoAll } = await inspect({
      key: 'sh',
      type: 'shape',
      x: 50,
      y: 50,
      w: 300,
      h: 200,
      prop: { shapeInfo: { type: 'rect', color: '#ff0000' } },
    })
    await choose('Shape type', 'ellipse')
    await type('Fill colour', '#00ff00')
    await type('Stroke colour', '#0000ff')
    await type('Stroke width', '4')
    await choose('Stroke dash', 'dashed')
    expect(stored().prop?.shapeInfo).toEqual({
      type: 'ellipse',
      color: '#00ff00',
      strokeColor: '#0000ff',
      strokeWidth: 4,
      strokeType: 'dashed',
    })
    const ellipse = node().findOne<Konva.Ellipse>('Ellipse')!
    expect([ellipse.fill(), ellipse.stroke(), ellipse.strokeWidth(), ellipse.dash()]).toEqual([
      '#00ff00',
      '#0000ff',
      4,
      [12, 8],
    ])
    expect(undoAll()).toBe(original)
  })

  it('image: fit mode, moving camera and flip in the spelling the layer uses', async () => {
    const { stored, node, original, undoAll } = await inspect({
      key: 'i',
      type: 'image',
      x: 0,
      y: 0,
      w: 400,
      h: 300,
      flip: 'y',
    })
    await choose('Fit mode', 'contain')
    await choose('Moving camera', 'zoom-in')
    await userEvent.click(field('Flip horizontally'))
    expect(stored()).toMatchObject({
      fit_mode: 'contain',
      moving_camera: { type: 'zoom-in' },
      flip: 'xy',
    })
    expect([node().scaleX(), node().scaleY()]).toEqual([-1, -1])
    await userEvent.click(field('Flip vertically'))
    expect(stored().flip).toBe('x')
    expect(undoAll()).toBe(original)
  })

  it('video: volume and clip; a clip end before its start is refused beside the field', async () => {
    const { stored, original, undoAll } = await inspect({
      key: 'v',
      type: 'video',
      w: 400,
      h: 300,
      prop: { clip: { start: 1000, end: 3000 } },
    })
    await type('Volume', '0.4')
    await type('Clip end (ms)', '800')
    await expect
      .element(inspector().getByRole('alert'))
      .toHaveTextContent("Clip end must be 0 (to the media's end) or after the clip start 1000 ms")
    await expect.element(field('Clip end (ms)')).toHaveValue(3000)
    await type('Clip start (ms)', '500')
    expect(stored()).toMatchObject({ volume: 0.4, prop: { clip: { start: 500, end: 3000 } } })
    expect(undoAll()).toBe(original)
  })

  it('person: show type and the preset shape of that show type', async () => {
    const { stored, original, undoAll } = await inspect({
      key: 'p',
      type: 'person',
      w: 400,
      h: 400,
      prop: { show_type: 'all' },
    })
    await choose('Show type', 'circle')
    await type('Mask width', '300')
    await choose('Mask shape', 'ellipse')
    expect(stored().prop).toEqual({
      show_type: 'circle',
      meta: { show_type_preset: { circle: { shape: { w: 300, type: 'ellipse' } } } },
    })
    expect(undoAll()).toBe(original)
  })

  it('waveform: colour, style, gap (barGap kept as spelled) and radius; the canvas follows', async () => {
    const { stored, node, original, undoAll } = await inspect({
      key: 'w',
      type: 'waveform',
      x: 0,
      y: 400,
      w: 800,
      h: 200,
      prop: { waveformConfig: { color: '#ffffff', barGap: 2 } },
    })
    await type('Wave colour', '#ff00ff')
    await type('Bar gap', '8')
    await type('Bar radius', '3')
    await choose('Wave alignment', 'bottom')
    expect(stored().prop?.waveformConfig).toEqual({
      color: '#ff00ff',
      barGap: 8,
      barRadius: 3,
      align: 'bottom',
    })
    // The renderer reads the gap under either spelling, `gap` first.
    expect(resolveWaveformStyle(stored().prop?.waveformConfig).gap).toBe(8)
    expect(resolveWaveformStyle({ gap: 1, barGap: 8 }).gap).toBe(1)
    const bars = node().find<Konva.Shape>((n: Konva.Node) => n instanceof Konva.Shape)
    expect(bars.length).toBeGreaterThan(0)
    expect(bars.some((b) => b.fill() === '#ff00ff')).toBe(true)
    await choose('Wave style', 'line')
    await expect.element(field('Line width')).toBeVisible()
    expect(undoAll()).toBe(original)
  })

  it('audio: source, volume and clip', async () => {
    const { stored, original, undoAll } = await inspect({
      key: 'au',
      type: 'audio',
      prop: { audioPath: 'https://example.test/a.mp3' },
    })
    await expect.element(field('Audio URL')).toHaveValue('https://example.test/a.mp3')
    await type('Audio URL', 'https://example.test/b.mp3')
    await type('Volume', '0.8')
    await type('Clip start (ms)', '250')
    expect(stored()).toEqual({
      key: 'au',
      type: 'audio',
      prop: { audioPath: 'https://example.test/b.mp3', clip: { start: 250 } },
      volume: 0.8,
    })
    expect(undoAll()).toBe(original)
  })
})

describe('Inspector: the waveform actions slot', () => {
  it('shows what the embedder puts there, given the layer and its key', async () => {
    const layer: Layer = { key: 'w', type: 'waveform', w: 400, h: 100 }
    const editor = new Editor(docWith([layer]))
    editor.select(['w'])
    await render(
      <EditorProvider editor={editor}>
        <Inspector
          waveformActions={(l, key) => (
            <button type="button">
              Save {l.type} {key}
            </button>
          )}
        />
      </EditorProvider>,
    )
    await expect.element(page.getByRole('button', { name: 'Save waveform w' })).toBeVisible()
  })
})
