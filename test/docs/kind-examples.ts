// One drawn example per layer kind: the layers shown on the data model page, each rendered on a
// 16:9 canvas by `podscene render --at` (render-kind-images.ts → docs/site/public/kinds/<kind>.png).
// `{media}` stands for the origin of the local server that serves the media while rendering.
import type { KnownLayerKind, Layer } from '@podscene/core'

const SQUARES =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#0ea5e9"/><rect x="40" y="40" width="150" height="100" fill="#f59e0b"/><circle cx="290" cy="190" r="70" fill="#e11d48"/></svg>',
  )
const FACE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><rect width="300" height="300" fill="#fde68a"/><circle cx="150" cy="120" r="60" fill="#92400e"/><rect x="60" y="200" width="180" height="100" rx="50" fill="#1e3a8a"/></svg>',
  )

/** A sentence under a kind's picture, where the picture alone would mislead. */
export const KIND_NOTES: Partial<Record<KnownLayerKind, string>> = {
  audio:
    'An audio layer has no picture: frames and videos draw nothing for it (the editor shows a small marker while editing); it is heard.',
  waveform:
    'The bars are the sound of `prop.audioPath` (else a person’s `tts_audio_url`) around the time drawn.',
  subtitle:
    'One line at a time: the line holding the time drawn, its active word in the highlight colour.',
}

/** A layer of each known kind, on a 1920×1080 canvas, and the time (ms) its picture is taken at. */
export const KIND_EXAMPLES: Record<KnownLayerKind, { at: number; layer: Layer }> = {
  text: {
    at: 0,
    layer: {
      key: 'title',
      type: 'text',
      x: 160,
      y: 380,
      w: 1600,
      h: 320,
      r: -4,
      prop: {
        textInfo: {
          content: 'Episode 42\nThe embedder’s first day',
          fontSize: 110,
          color: '#ffffff',
          fontWeight: 'bold',
          textAlign: 'center',
          backgroundColor: '#2563eb',
          radius: 24,
          paddingTop: 20,
          paddingBottom: 20,
        },
      },
    },
  },
  image: {
    at: 0,
    layer: {
      key: 'cover',
      type: 'image',
      x: 460,
      y: 140,
      w: 1000,
      h: 800,
      radius: '40',
      fit_mode: 'cover',
      path: SQUARES,
    },
  },
  video: {
    at: 1000,
    layer: {
      key: 'clip',
      type: 'video',
      x: 360,
      y: 140,
      w: 1200,
      h: 800,
      fit_mode: 'contain',
      path: '{media}/clip.mp4',
      prop: { clip: { start: 0, end: 3000 } },
      timeline: { start: 0, end: 3000 },
    },
  },
  shape: {
    at: 0,
    layer: {
      key: 'badge',
      type: 'shape',
      x: 560,
      y: 290,
      w: 800,
      h: 500,
      prop: {
        shapeInfo: {
          type: 'ellipse',
          color: '#f59e0b',
          strokeColor: '#ffffff',
          strokeWidth: 16,
          strokeType: 'dashed',
        },
      },
    },
  },
  color: {
    at: 0,
    layer: {
      key: 'panel',
      type: 'color',
      x: 240,
      y: 180,
      w: 1440,
      h: 720,
      radius: '10%',
      color: '#16a34a',
    },
  },
  subtitle: {
    at: 700,
    layer: {
      key: 'captions',
      type: 'subtitle',
      x: 160,
      y: 760,
      w: 1600,
      h: 180,
      prop: { textInfo: { fontSize: 80, color: '#ffffff' } },
      subtitle: {
        prop: { highlightColor: '#facc15' },
        word_seq: [
          { text: 'Welcome', start: 0, end: 500 },
          { text: 'to', start: 500, end: 650 },
          { text: 'the', start: 650, end: 800 },
          { text: 'show', start: 800, end: 1400 },
        ],
      },
    },
  },
  waveform: {
    at: 500,
    layer: {
      key: 'wave',
      type: 'waveform',
      x: 160,
      y: 340,
      w: 1600,
      h: 400,
      prop: {
        audioPath: '{media}/tone.mp3',
        waveformConfig: { color: '#38bdf8', type: 'bar', barWidth: 12, gap: 6, barRadius: 6 },
      },
    },
  },
  person: {
    at: 0,
    layer: {
      key: 'host',
      type: 'person',
      x: 660,
      y: 240,
      w: 600,
      h: 600,
      person_cover: FACE,
      prop: { show_type: 'circle' },
    },
  },
  audio: {
    at: 0,
    layer: {
      key: 'music',
      type: 'audio',
      path: '{media}/tone.mp3',
      volume: 0.8,
      timeline: { start: 0, end: 3000 },
    },
  },
}
