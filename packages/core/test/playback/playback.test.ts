import { describe, expect, it } from 'vitest'
import {
  AUDIO_SCRIPT_SOURCE_ID,
  audioSourcesOf,
  Editor,
  mediaTimeAt,
  sceneTimeOfMedia,
  stepPlayhead,
  type EditorDocument,
} from '../../src/index.ts'

const doc = (): EditorDocument => ({
  scene: {
    audio_script: { url: 'https://example.com/voice.wav' },
    tracks: [
      {
        key: 't',
        layers: [
          {
            key: 'music',
            type: 'audio',
            path: 'https://example.com/music.mp3',
            timeline: { start: 1000, end: 5000 },
            prop: { clip: { start: 2000, end: 4000 } },
          },
          { key: 'wave', type: 'waveform', prop: { audioPath: 'https://example.com/w.mp3' } },
          { key: 'ava', type: 'person', tts_audio_url: 'blob:https://x/1' },
          { key: 'evil', type: 'audio', path: 'javascript:alert(1)' },
          { key: 'box', type: 'shape', timeline: { start: 0, end: 6000 } },
          {
            key: 'clip',
            type: 'video',
            path: 'https://example.com/clip.mp4',
            preview_path: 'https://example.com/clip-small.mp4',
            timeline: { start: 500, end: 2500 },
          },
        ],
      },
    ],
  },
})

describe('audio sources', () => {
  it('lists audio layers, TTS persons, video sound and the audio script; refuses disallowed URLs', () => {
    const sources = audioSourcesOf(doc())
    expect(sources.map((s) => s.id)).toEqual(['music', 'ava', 'clip', AUDIO_SCRIPT_SOURCE_ID])
    expect(sources[0]).toEqual({
      id: 'music',
      layerKey: 'music',
      url: 'https://example.com/music.mp3',
      startMs: 1000,
      endMs: 5000,
      clipStartMs: 2000,
      clipEndMs: 4000,
      kind: 'audio',
    })
    // A video's sound comes from its full-size `path`, never the preview.
    expect(sources[2]).toMatchObject({
      url: 'https://example.com/clip.mp4',
      startMs: 500,
      endMs: 2500,
      kind: 'video',
    })
    expect(sources[3]).toMatchObject({ layerKey: null, startMs: 0, endMs: null, kind: 'audio' })
  })

  it('maps scene time into the clip and back', () => {
    const [music] = audioSourcesOf(doc())
    expect(mediaTimeAt(music!, 999)).toBeNull()
    expect(mediaTimeAt(music!, 1000)).toBe(2000)
    expect(mediaTimeAt(music!, 2500)).toBe(3500)
    expect(mediaTimeAt(music!, 3000)).toBeNull() // the clip ends before the layer does
    expect(sceneTimeOfMedia(music!, 3500)).toBe(2500)
  })
})

describe('stepPlayhead', () => {
  it('stops at the end, wraps inside a loop', () => {
    expect(stepPlayhead(500, 1000, null)).toEqual({ playheadMs: 500, wrapped: false, ended: false })
    expect(stepPlayhead(1200, 1000, null)).toEqual({
      playheadMs: 1000,
      wrapped: false,
      ended: true,
    })
    expect(stepPlayhead(2100, 5000, { startMs: 1000, endMs: 2000 })).toEqual({
      playheadMs: 1100,
      wrapped: true,
      ended: false,
    })
  })
})

describe('Editor playback session', () => {
  it('play / pause / seek / rate / loop change the session, never the history', () => {
    const editor = new Editor(doc())
    const events: boolean[] = []
    editor.on('sessionChange', ({ session }) => events.push(session.playing))
    editor.play()
    expect(editor.session.playing).toBe(true)
    editor.seek(1500)
    editor.setPlaybackRate(2)
    editor.setLoop({ startMs: 1000, endMs: 2000 })
    editor.setBuffering(true)
    expect(editor.session).toMatchObject({
      playheadMs: 1500,
      playbackRate: 2,
      loop: { startMs: 1000, endMs: 2000 },
      buffering: true,
    })
    editor.pause()
    expect(editor.session).toMatchObject({ playing: false, buffering: false })
    expect(events.length).toBe(6)
    expect(editor.canUndo()).toBe(false)
    expect(() => editor.seek(-1)).toThrow('seek: ms must be a finite number ≥ 0, got -1')
    expect(() => editor.setPlaybackRate(0)).toThrow('setPlaybackRate')
    expect(() => editor.setLoop({ startMs: 5, endMs: 5 })).toThrow('endMs must be > startMs')
  })

  it('an equal loop changes nothing; play at the end restarts from the start', () => {
    const editor = new Editor(doc())
    editor.setLoop({ startMs: 1000, endMs: 2000 })
    const session = editor.session
    editor.setLoop({ startMs: 1000, endMs: 2000 })
    expect(editor.session).toBe(session)
    editor.seek(2000)
    editor.play()
    expect(editor.session.playheadMs).toBe(1000)
    editor.pause()
    editor.setLoop(null)
    editor.seek(9000)
    editor.play()
    expect(editor.session.playheadMs).toBe(0)
  })
})
