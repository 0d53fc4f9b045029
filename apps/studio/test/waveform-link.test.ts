import { describe, expect, it } from 'vitest'
import {
  Editor,
  parseTemplateText,
  serialize,
  UpdateWaveformReqSchema,
  type Layer,
} from '@podscene/core'
import {
  linkedWaveformId,
  linkedWaveforms,
  WAVEFORM_ID_PATH,
  waveformBodyOf,
} from '../src/waveform-link.ts'

const wave = (extra: Partial<Layer> = {}): Layer => ({
  key: 'wave',
  type: 'waveform',
  x: 10,
  y: 20,
  w: 600,
  h: 110,
  prop: {
    audioPath: 'https://example.com/a.wav',
    waveformConfig: { color: '#fff', barWidth: 4 },
    unknown_extra: [1, null],
  },
  ...extra,
})

describe('waveformBodyOf', () => {
  it('builds {id, waveformNode: {w, h, prop: {audioPath, waveformConfig}}} from the layer', () => {
    const result = waveformBodyOf(wave(), 7, 'scene.tracks[0].layers[0]')
    expect(result).toEqual({
      ok: true,
      body: {
        id: 7,
        waveformNode: {
          w: 600,
          h: 110,
          prop: {
            audioPath: 'https://example.com/a.wav',
            waveformConfig: { color: '#fff', barWidth: 4 },
          },
        },
      },
    })
    // The body is what the API's own schema accepts.
    expect(UpdateWaveformReqSchema.safeParse((result as { body: unknown }).body).success).toBe(true)
  })

  it('sends {} as waveformConfig when the layer has none', () => {
    const layer = wave({ prop: { audioPath: 'a.wav' } })
    const result = waveformBodyOf(layer, 1, 'x')
    expect(result.ok && result.body.waveformNode.prop).toEqual({
      audioPath: 'a.wav',
      waveformConfig: {},
    })
  })

  it('refuses a layer without what the node needs, naming the field', () => {
    expect(waveformBodyOf(wave({ w: undefined }), 1, 'scene.tracks[2].layers[0]')).toEqual({
      ok: false,
      message: 'scene.tracks[2].layers[0].w: expected number, got undefined',
    })
    expect(waveformBodyOf(wave({ prop: { waveformConfig: {} } }), 1, 'L')).toEqual({
      ok: false,
      message: 'L.prop.audioPath: expected string, got undefined',
    })
    expect(
      waveformBodyOf(
        wave({
          prop: { audioPath: 'a', waveformConfig: [] as unknown as Record<string, unknown> },
        }),
        1,
        'L',
      ),
    ).toEqual({
      ok: false,
      message: 'L.prop.waveformConfig: expected object, got array',
    })
    expect(waveformBodyOf(wave({ type: 'image' }), 1, 'L')).toEqual({
      ok: false,
      message: 'L: is a image layer, not a waveform',
    })
    expect(waveformBodyOf(wave(), 0, 'L')).toEqual({
      ok: false,
      message: 'waveform id: expected a positive integer, got 0',
    })
  })
})

describe('the waveform link', () => {
  const text = JSON.stringify({
    aspect_ratio: null,
    scene: {
      tracks: [
        { index: 0, key: 't0', type: 'image', layers: [{ key: 'bg', type: 'image' }] },
        { index: 1, key: 't1', type: 'waveform', layers: [wave(), wave({ key: 'other' })] },
      ],
      extra: true,
    },
  })

  it('is written by one Editor command (one undo step) and round-trips through serialize', () => {
    const parsed = parseTemplateText(text)
    if (!parsed.ok) throw new Error('fixture does not parse')
    const editor = new Editor(parsed.value.document)
    expect(linkedWaveforms(editor.document)).toEqual([])
    editor.setLayerField('wave', [...WAVEFORM_ID_PATH], 3)
    const linked = linkedWaveforms(editor.document)
    expect(linked.map((l) => [l.path, l.layer.key, l.id])).toEqual([
      ['scene.tracks[1].layers[0]', 'wave', 3],
    ])
    // Lossless: the link is an added field; everything else (null, unknown fields) is as it was.
    const saved = serialize(editor.document)
    const reopened = parseTemplateText(saved)
    expect(reopened.ok && linkedWaveformId(tracksLayer(reopened.value.document))).toBe(3)
    const expected = JSON.parse(text) as { scene: { tracks: { layers: Layer[] }[] } }
    ;(expected.scene.tracks[1]!.layers[0]!.prop as Record<string, unknown>).waveform_id = 3
    expect(JSON.parse(saved)).toEqual(expected)
    editor.undo()
    expect(serialize(editor.document)).toBe(serialize(JSON.parse(text)))
  })

  it('ignores ids that are not positive integers', () => {
    for (const id of [0, -1, 1.5, '3', null]) {
      expect(linkedWaveformId(wave({ prop: { audioPath: 'a', waveform_id: id } }))).toBeUndefined()
    }
  })
})

function tracksLayer(document: unknown): Layer {
  return (document as { scene: { tracks: { layers: Layer[] }[] } }).scene.tracks[1]!.layers[0]!
}
