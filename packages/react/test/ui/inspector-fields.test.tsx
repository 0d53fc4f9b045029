import type Konva from 'konva'
import { describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import {
  audioSourcesOf,
  compileScene,
  evaluateScene,
  sceneOfDocument,
  templateSlots,
  type Layer,
  type TemplateDocument,
} from '@podscene/core'
import { choose, field, inspect, inspector, lastStage, type } from './inspector-harness.tsx'
import { twoColourImage } from '../render/helpers.tsx'
import '../../src/styles.css'

// Issue 30: every field of spec §2.3 the renderer uses has a labelled control. Each control is
// driven by real input inside <SceneEditor> (so the canvas draws the document), then checked in
// the document, on the canvas (Konva nodes or pixels) and through undo; bad input shows a message
// beside the field and writes nothing.

const alert = () => inspector().getByRole('alert')

/** The content layer's pixel at canvas point (x, y), read through the stage's view. */
function pixelAt(x: number, y: number): [number, number, number, number] {
  const stage = lastStage()
  stage.draw()
  const layer = stage.findOne('.podscene-content') as Konva.Layer
  const at = layer.getAbsoluteTransform().point({ x, y })
  const ratio = layer.getCanvas().getPixelRatio()
  const d = layer
    .getContext()
    .getImageData(Math.round(at.x * ratio), Math.round(at.y * ratio), 1, 1).data
  return [d[0]!, d[1]!, d[2]!, d[3]!]
}

describe('Inspector: every field of §2.3 the renderer uses', () => {
  it('"Blur" writes gauss (through the keyframe rule), blurs the node, refuses < 0', async () => {
    const { editor, stored, node, original, undoAll } = await inspect({
      key: 'b',
      type: 'color',
      x: 100,
      y: 100,
      w: 300,
      h: 200,
      color: '#ff0000',
    })
    await type('Blur', '-3')
    await expect.element(alert()).toHaveTextContent('Blur must be ≥ 0, got -3')
    expect(stored().gauss).toBeUndefined()
    expect(editor.canUndo()).toBe(false)
    await type('Blur', '6')
    expect(stored().gauss).toBe(6)
    await expect.element(alert()).not.toBeInTheDocument()
    await expect
      .poll(() => (node().findOne((n: Konva.Node) => n.getAttr('blurRadius') === 6) ? 1 : 0))
      .toBe(1)
    editor.undo()
    expect(stored().gauss).toBeUndefined()
    expect(undoAll()).toBe(original)
  })

  it('person: "Voice URL" (tts_audio_url, what playback plays) and "Voice volume" (volume 0–1)', async () => {
    const { editor, stored, original, undoAll } = await inspect({
      key: 'p',
      type: 'person',
      w: 300,
      h: 400,
      timeline: { start: 0, end: 4000 },
    })
    await type('Voice URL', 'javascript:alert(1)')
    await expect
      .element(alert())
      .toHaveTextContent(
        'Voice URL: "javascript:alert(1)" is not a URL the player can load (https:, http: or blob:)',
      )
    expect(stored().tts_audio_url).toBeUndefined()
    await type('Voice URL', 'https://cdn.example.com/voice.mp3')
    expect(stored().tts_audio_url).toBe('https://cdn.example.com/voice.mp3')
    expect(audioSourcesOf(editor.getState().document).map((s) => s.url)).toContain(
      'https://cdn.example.com/voice.mp3',
    )
    await type('Voice volume', '2')
    await expect.element(alert()).toHaveTextContent('Voice volume must be 0–1, got 2')
    expect(stored().volume).toBeUndefined()
    await type('Voice volume', '0.4')
    expect(stored().volume).toBe(0.4)
    // The clock and the video mix scale the voice by the layer's evaluated volume.
    const voice = audioSourcesOf(editor.getState().document).find((s) => s.layerKey === 'p')
    expect(voice).toBeDefined()
    const compiled = compileScene(sceneOfDocument(editor.getState().document))
    expect(evaluateScene(compiled, 1000).find((l) => l.key === 'p')?.volume).toBe(0.4)
    editor.undo()
    expect(stored().volume).toBeUndefined()
    editor.undo()
    expect(stored().tts_audio_url).toBeUndefined()
    expect(undoAll()).toBe(original)
  })

  it('"Logo", "Goods media", "No need to replace" set template_meta; the slot manifest follows', async () => {
    const { editor, stored, original, undoAll } = await inspect({
      key: 'logo-img',
      type: 'image',
      w: 200,
      h: 100,
      path: twoColourImage(20, 10, '#ff0000', '#0000ff'),
    })
    await userEvent.click(field('Logo'))
    expect(stored().template_meta).toEqual({ is_logo: true })
    await expect.element(field('Logo')).toBeChecked()
    await userEvent.click(field('No need to replace'))
    expect(stored().template_meta).toEqual({ is_logo: true, no_need_replace: true })
    const slots = templateSlots(editor.getState().document as TemplateDocument)
    expect(slots.map((s) => [s.key, s.required])).toEqual([['logo', false]])
    await userEvent.click(field('Goods media'))
    expect(stored().template_meta?.is_goods_media).toBe(true)
    await userEvent.click(field('Logo'))
    expect(stored().template_meta?.is_logo).toBe(false)
    expect(templateSlots(editor.getState().document as TemplateDocument).map((s) => s.key)).toEqual(
      ['goods_media'],
    )
    editor.undo()
    expect(stored().template_meta?.is_logo).toBe(true)
    expect(undoAll()).toBe(original)
  })

  it('shape: "Hide shape" and "Background blur" (what is behind, blurred inside the outline)', async () => {
    // A sharp red | blue edge at x = 300 under a transparent shape from x = 200 to 400.
    const below: Layer[] = [
      { key: 'red', type: 'color', x: 0, y: 0, w: 300, h: 1080, color: '#ff0000' },
      { key: 'blue', type: 'color', x: 300, y: 0, w: 1620, h: 1080, color: '#0000ff' },
    ]
    const { editor, stored, node, original, undoAll } = await inspect(
      {
        key: 's',
        type: 'shape',
        x: 200,
        y: 100,
        w: 200,
        h: 200,
        prop: { shapeInfo: { type: 'rect', color: '', strokeColor: '#ffffff', strokeWidth: 4 } },
      },
      { below },
    )
    const sharp = pixelAt(296, 200)
    expect(sharp[0]).toBeGreaterThan(200)
    expect(sharp[2]).toBeLessThan(40)
    await type('Background blur', '-1')
    await expect.element(alert()).toHaveTextContent('Background blur must be ≥ 0, got -1')
    expect(stored().shape).toBeUndefined()
    await type('Background blur', '20')
    expect(stored().shape).toEqual({ background_gauss: 20 })
    await expect.poll(() => node().findOne('.shape-backdrop')?.getAttr('blurRadius')).toBe(20)
    // Inside the shape the edge is blurred: red and blue mix; outside it stays sharp.
    await expect.poll(() => pixelAt(296, 200)[2]).toBeGreaterThan(40)
    expect(pixelAt(296, 40)[2]).toBeLessThan(40)

    await userEvent.click(field('Hide shape'))
    expect(stored().shape).toEqual({ background_gauss: 20, disable_shape: true })
    await expect.poll(() => node().find('Rect').length).toBe(0)
    expect(node().findOne('.shape-backdrop')).toBeUndefined()
    expect(pixelAt(296, 200)[2]).toBeLessThan(40)
    editor.undo()
    await expect.poll(() => node().find('Rect').length).toBe(1)
    expect(undoAll()).toBe(original)
  })

  it('shape content: "Content X/Y/Width/Height/Rotation", "Object fit" and its URL', async () => {
    const image = twoColourImage(40, 20, '#ff0000', '#0000ff')
    const { editor, stored, node, original, undoAll } = await inspect({
      key: 'f',
      type: 'shape',
      x: 100,
      y: 100,
      w: 400,
      h: 400,
      prop: { shapeInfo: { type: 'rect', color: '#222222' } },
    })
    await type('Content URL', 'ftp://example.com/a.png')
    await expect
      .element(alert())
      .toHaveTextContent('Content URL: "ftp://example.com/a.png" is not a URL the canvas can load')
    expect(stored().path).toBeUndefined()
    await userEvent.clear(field('Content URL'))
    await userEvent.fill(field('Content URL'), image)
    await userEvent.keyboard('{Enter}')
    expect(stored().path).toBe(image)
    await expect.poll(() => node().findOne('.shape-content')?.getAttr('clipWidth')).toBe(400)

    // A field of an absent box writes the whole box the renderer draws now.
    await type('Content Width', '200')
    expect(stored().shape?.content_position).toEqual({ x: 0, y: 0, w: 200, h: 400, r: 0 })
    await type('Content Height', '0')
    await expect.element(alert()).toHaveTextContent('Content Height must be ≥ 1, got 0')
    await type('Content Height', '100')
    await type('Content X', '50')
    await type('Content Y', '60')
    await type('Content Rotation', '90')
    expect(stored().shape?.content_position).toEqual({ x: 50, y: 60, w: 200, h: 100, r: 90 })
    const content = () => node().findOne('.shape-content') as Konva.Group
    await expect.poll(() => content().rotation()).toBe(90)
    expect([content().x(), content().y(), content().clipWidth(), content().clipHeight()]).toEqual([
      150, 110, 200, 100,
    ])
    // A square box shows the fit: cover trims the 2:1 picture to its middle square (crop), contain
    // letterboxes it whole.
    await type('Content Height', '200')
    const picture = () => content().findOne('Image') as Konva.Image
    await expect.poll(() => picture().crop().width).toBe(20)
    expect([picture().width(), picture().height()]).toEqual([200, 200])
    await choose('Object fit', 'contain')
    expect(stored().shape?.object_fit).toBe('contain')
    await expect.poll(() => picture().height()).toBe(100)
    expect([picture().width(), picture().crop().width]).toEqual([200, 40])
    editor.undo()
    await expect.poll(() => picture().height()).toBe(200)
    expect(undoAll()).toBe(original)
  })

  it('transitions in/out are lists: add, change the second name, remove; all are drawn', async () => {
    const { editor, stored, node, original, undoAll } = await inspect({
      key: 'x',
      type: 'color',
      x: 500,
      y: 300,
      w: 200,
      h: 200,
      color: '#00ff00',
      timeline: { start: 0, end: 4000 },
    })
    const add = inspector().getByRole('button', { name: 'Add transition in', exact: true })
    await userEvent.click(add)
    expect(stored().timeline?.cross).toEqual({ in: ['fade'], in_time: 500 })
    await userEvent.click(add)
    expect(stored().timeline?.cross?.in).toEqual(['fade', 'slide-left'])
    await choose('Transition in 2', 'zoom-in')
    expect(stored().timeline?.cross?.in).toEqual(['fade', 'zoom-in'])
    // Half-way through the transition both effects are drawn: faded and zoomed.
    editor.seek(250)
    await expect.poll(() => node().opacity()).toBeLessThan(1)
    expect(node().scaleX()).toBeLessThan(1)
    await userEvent.click(
      inspector().getByRole('button', { name: 'Remove Transition in', exact: true }),
    )
    expect(stored().timeline?.cross?.in).toEqual(['zoom-in'])
    await expect.poll(() => node().opacity()).toBe(1)
    expect(node().scaleX()).toBeLessThan(1)
    await userEvent.click(inspector().getByRole('button', { name: 'Add transition out' }))
    expect(stored().timeline?.cross).toMatchObject({ out: ['fade'], out_time: 500 })
    editor.undo()
    editor.undo()
    expect(stored().timeline?.cross?.in).toEqual(['fade', 'zoom-in'])
    expect(undoAll()).toBe(original)
  })

  it('a stored name the list does not know is kept when another is edited', async () => {
    const { stored } = await inspect({
      key: 'u',
      type: 'color',
      w: 100,
      h: 100,
      timeline: { start: 0, end: 2000, cross: { in: ['spin', 'fade'], in_time: 300 } },
    })
    await choose('Transition in 2', 'wipe-left')
    expect(stored().timeline?.cross).toEqual({ in: ['spin', 'wipe-left'], in_time: 300 })
  })

  it('"Writing mode" and "Text orientation" turn the text into vertical columns', async () => {
    const { stored, node, editor, original, undoAll } = await inspect({
      key: 'v',
      type: 'text',
      x: 100,
      y: 100,
      w: 400,
      h: 400,
      prop: { textInfo: { content: '春眠不觉晓 Springtime', fontSize: 60, color: '#ffffff' } },
    })
    expect(node().findOne('Text')).toBeDefined()
    await choose('Writing mode', 'vertical-rl')
    expect(stored().prop?.textInfo?.writingMode).toBe('vertical-rl')
    await expect.poll(() => node().findOne('.vertical-text')?.getAttr('columnCount')).toBe(2)
    expect(node().findOne('Text')).toBeUndefined()
    await choose('Text orientation', 'upright')
    expect(stored().prop?.textInfo?.textOrientation).toBe('upright')
    // Upright Latin takes 1 em a letter: "Springtime" needs more room, so three columns.
    await expect.poll(() => node().findOne('.vertical-text')?.getAttr('columnCount')).toBe(3)
    editor.undo()
    editor.undo()
    await expect.poll(() => (node().findOne('Text') ? 1 : 0)).toBe(1)
    expect(undoAll()).toBe(original)
  })

  it('every new control has its French label', async () => {
    await inspect(
      { key: 's', type: 'shape', w: 100, h: 100, timeline: { start: 0, end: 1000 } },
      { french: true },
    )
    for (const label of [
      'Flou',
      'Masquer la forme',
      'Flou de l’arrière-plan',
      'URL du contenu',
      'Ajustement du contenu',
      'Contenu X',
      'Contenu Y',
      'Largeur du contenu',
      'Hauteur du contenu',
      'Rotation du contenu',
      'Logo',
      'Média produit',
      'Pas besoin de remplacer',
      'Transition d’entrée',
    ]) {
      await expect.element(field(label)).toBeVisible()
    }
    await expect
      .element(inspector().getByRole('button', { name: 'Ajouter une transition d’entrée' }))
      .toBeVisible()
    await type('Flou', '-1')
    await expect.element(alert()).toHaveTextContent('Flou doit être ≥ 0, reçu -1')
  })

  it('French: person and text fields', async () => {
    await inspect({ key: 'p', type: 'person', w: 100, h: 100 }, { french: true })
    await expect.element(field('URL de la voix')).toBeVisible()
    await expect.element(field('Volume de la voix')).toBeVisible()
    await type('URL de la voix', 'file:///etc/passwd')
    await expect.element(alert()).toHaveTextContent('n’est pas une URL que le lecteur peut charger')
  })

  it('French: writing mode options', async () => {
    await inspect(
      { key: 't', type: 'text', w: 100, h: 100, prop: { textInfo: { content: 'a' } } },
      { french: true },
    )
    await expect.element(field('Sens d’écriture')).toBeVisible()
    await expect
      .element(
        field('Sens d’écriture').getByRole('option', {
          name: 'Vertical, de droite à gauche',
        }),
      )
      .toBeInTheDocument()
    await expect.element(field('Orientation du texte')).toBeVisible()
  })
})
