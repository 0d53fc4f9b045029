import { describe, expect, it } from 'vitest'
import type Konva from 'konva'
import { drawCanvas, evaluated } from './helpers.tsx'
import { MediaCache } from '../../src/index.ts'
import { withScriptFallbacks } from '../../src/media/script-fonts.ts'

// Nunito Sans Bold (SIL Open Font License), copied from Storybook's assets.
const fontUrl = `${location.origin}/test/render/fixtures/nunito-sans-bold.woff2`

const subtitle = (url: string) =>
  evaluated({
    type: 'subtitle',
    w: 200,
    h: 100,
    source: { type: 'subtitle', subtitle: { font_family: { name: 'PodsceneTestSans', url } } },
    subtitle: {
      line: { index: 0, text: 'Hi', words: [{ text: 'Hi', start: 0, end: 100, index: 0 }] },
      activeWordIndex: null,
      activeWord: null,
    },
  })

describe('subtitle fonts', () => {
  it('loads font_family.url through FontFace and redraws with it', async () => {
    const canvas = await drawCanvas({ mediaCache: new MediaCache(), layers: [subtitle(fontUrl)] })
    const text = canvas.stage.findOne('Text') as Konva.Text
    expect(text.fontFamily()).toContain('PodsceneTestSans')
    expect(document.fonts.check('12px PodsceneTestSans')).toBe(true)
  })

  it('draws with a fallback family when the font cannot load', async () => {
    const canvas = await drawCanvas({
      mediaCache: new MediaCache(),
      layers: [subtitle(`${location.origin}/missing-font.woff2`)],
    })
    const text = canvas.stage.findOne('Text') as Konva.Text
    expect(text.fontFamily()).toBe(withScriptFallbacks('sans-serif'))
    expect(text.text()).toBe('Hi')
  })

  it('gives a named font without a URL a sans-serif fallback, and keeps generic names', async () => {
    const named = await drawCanvas({ mediaCache: new MediaCache(), layers: [subtitle('')] })
    expect((named.stage.findOne('Text') as Konva.Text).fontFamily()).toBe(
      withScriptFallbacks('"PodsceneTestSans", sans-serif'),
    )
    const generic = subtitle('')
    generic.source = { type: 'subtitle', subtitle: { font_family: { name: 'monospace' } } }
    const plain = await drawCanvas({ mediaCache: new MediaCache(), layers: [generic] })
    expect((plain.stage.findOne('Text') as Konva.Text).fontFamily()).toBe(
      withScriptFallbacks('monospace'),
    )
  })
})
