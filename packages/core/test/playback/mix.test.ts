import { describe, expect, it } from 'vitest'
import {
  AUDIO_SCRIPT_SOURCE_ID,
  audioSourcesOf,
  mixGain,
  mixIdOfSource,
  mixIdsByLayer,
  serialize,
  type EditorDocument,
} from '../../src/index.ts'
import { TestEditor } from '../../src/testing/index.ts'

const doc = {
  aspect_ratio: 1,
  scene: {
    audio_script: { url: 'https://x.test/voice.mp3' },
    tracks: [
      {
        index: 0,
        key: 'music',
        layers: [{ key: 'm', type: 'audio', path: 'https://x.test/m.mp3' }],
      },
      { index: 1, layers: [{ key: 'fx', type: 'audio', path: 'https://x.test/fx.mp3' }] },
    ],
  },
} as EditorDocument

describe('playback mix (session only)', () => {
  it('names tracks by key, or by position when they have none; the audio script by its id', () => {
    const ids = mixIdsByLayer(doc)
    const sources = audioSourcesOf(doc)
    expect(sources.map((s) => mixIdOfSource(s, ids))).toEqual([
      'music',
      '#1',
      AUDIO_SCRIPT_SOURCE_ID,
    ])
  })

  it('mute silences a track, solo silences the others, master scales the rest', () => {
    const editor = TestEditor.of([])
    const before = serialize(editor.document)
    editor.setMasterVolume(0.5)
    expect(mixGain(editor.session, 'music')).toBe(0.5)
    editor.setTrackMuted('music', true)
    expect(mixGain(editor.session, 'music')).toBe(0)
    expect(mixGain(editor.session, '#1')).toBe(0.5)
    editor.setTrackMuted('music', false)
    editor.setTrackSolo('#1', true)
    expect(mixGain(editor.session, 'music')).toBe(0)
    expect(mixGain(editor.session, '#1')).toBe(0.5)
    editor.setTrackSolo('#1', false)
    expect(mixGain(editor.session, 'music')).toBe(0.5)
    // Session state: nothing written, nothing to undo.
    expect(serialize(editor.document)).toBe(before)
    expect(editor.canUndo()).toBe(false)
  })

  it('rejects a master volume outside 0–1 with a message', () => {
    const editor = TestEditor.of([])
    expect(() => editor.setMasterVolume(1.5)).toThrow('volume must be between 0 and 1, got 1.5')
    expect(() => editor.setMasterVolume(-1)).toThrow(/volume/)
    expect(editor.session.masterVolume).toBe(1)
  })
})
