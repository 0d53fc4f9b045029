import type { EditorDocument, Layer, SceneContainer, WordSeq } from '@podscene/core'
import { images } from './media.ts'

/** Timed words of a line, one every `stepMs` from `startMs`. */
export function words(text: string, startMs = 0, stepMs = 400): WordSeq[] {
  return text.split(' ').map((word, i, all) => ({
    key: `w${i}`,
    text: i === all.length - 1 ? word : `${word} `,
    start: startMs + i * stepMs,
    end: startMs + (i + 1) * stepMs - 20,
    hide: false,
    break: i === Math.floor(all.length / 2) - 1 ? '\n' : '',
  }))
}

/** A scene with one track per group of layers (first group at the bottom). */
export function scene(groups: Layer[][]): SceneContainer {
  return {
    tracks: groups.map((layers, index) => ({
      index,
      key: `track-${index}`,
      type: layers[0]?.type ?? 'main',
      layers,
    })),
  }
}

/** A template `{aspect_ratio, scene}` of the groups. */
export function template(groups: Layer[][], aspectRatio = 1): EditorDocument {
  return { aspect_ratio: aspectRatio, scene: scene(groups) }
}

/** One layer of each known kind, positioned on a 16:9 canvas. */
export function layerOfKind(kind: string, extra: Partial<Layer> = {}): Layer {
  const media = images()
  const box = { x: 460, y: 240, w: 1000, h: 600 }
  const base: Record<string, Layer> = {
    image: { type: 'image', ...box, path: media.grid, fit_mode: 'cover', radius: '24' },
    video: { type: 'video', ...box, path: '', fit_mode: 'contain' },
    text: {
      type: 'text',
      ...box,
      h: 300,
      prop: {
        textInfo: {
          content: 'Podscene keeps every field',
          fontSize: 96,
          color: '#ffffff',
          fontWeight: 'bold',
          textAlign: 'center',
          strokeColor: '#1e3a8a',
          strokeWidth: 4,
        },
      },
    },
    subtitle: {
      type: 'subtitle',
      x: 160,
      y: 760,
      w: 1600,
      h: 200,
      subtitle: {
        text: 'Welcome back to the show',
        word_seq: words('Welcome back to the show everyone'),
        prop: { fontSize: 72, color: '#ffffff' },
      },
      timeline: { start: 0, end: 0 },
    },
    shape: {
      type: 'shape',
      ...box,
      radius: '40',
      prop: {
        shapeInfo: {
          type: 'rect',
          color: '#22c55e',
          strokeColor: '#14532d',
          strokeWidth: 12,
          strokeType: 'dashed',
        },
      },
    },
    color: { type: 'color', x: 0, y: 0, w: 1920, h: 1080, color: '#0ea5e9' },
    person: {
      type: 'person',
      x: 660,
      y: 140,
      w: 600,
      h: 800,
      person_cover: media.hostLeft,
      fit_mode: 'cover',
      prop: { show_type: 'circle' },
    },
    waveform: {
      type: 'waveform',
      x: 360,
      y: 440,
      w: 1200,
      h: 200,
      prop: { waveformConfig: { color: '#f472b6', type: 'bar', barWidth: 10, gap: 6 } },
    },
    audio: { type: 'audio', x: 40, y: 40, w: 240, h: 80, path: '' },
  }
  return { key: `${kind}-layer`, ...(base[kind] ?? { type: kind, ...box }), ...extra }
}

/** A realistic two-host podcast scene: background, hosts, logo, title, waveform and subtitles. */
export function podcastTemplate(): EditorDocument {
  const media = images()
  return template([
    [
      {
        key: 'bg',
        type: 'image',
        x: 0,
        y: 0,
        w: 1920,
        h: 1080,
        path: media.background,
        fit_mode: 'cover',
        moving_camera: { type: 'zoom-in' },
      },
    ],
    [
      {
        key: 'host-left',
        type: 'person',
        x: 200,
        y: 220,
        w: 560,
        h: 560,
        radius: '50%',
        person_cover: media.hostLeft,
        fit_mode: 'cover',
      },
      {
        key: 'host-right',
        type: 'person',
        x: 1160,
        y: 220,
        w: 560,
        h: 560,
        radius: '50%',
        person_cover: media.hostRight,
        fit_mode: 'cover',
        alpha: 0.7,
      },
    ],
    [
      {
        key: 'lower-third',
        type: 'shape',
        x: 160,
        y: 820,
        w: 1600,
        h: 180,
        radius: '24',
        alpha: 0.85,
        prop: { shapeInfo: { type: 'rect', color: '#111827' } },
      },
      {
        key: 'logo',
        type: 'image',
        x: 1720,
        y: 40,
        w: 160,
        h: 160,
        path: media.logo,
        fit_mode: 'contain',
      },
    ],
    [
      {
        key: 'title',
        type: 'text',
        x: 160,
        y: 60,
        w: 1400,
        h: 120,
        prop: {
          textInfo: {
            content: 'The Podscene Show · Episode 12',
            fontSize: 72,
            color: '#ffffff',
            fontWeight: 'bold',
          },
        },
        timeline: { start: 0, end: 0, cross: { in: ['fade'], in_time: 600, out: [], out_time: 0 } },
      },
      {
        key: 'wave',
        type: 'waveform',
        x: 660,
        y: 700,
        w: 600,
        h: 90,
        prop: { waveformConfig: { color: '#e0e7ff', type: 'bar', barWidth: 8, gap: 5 } },
      },
      {
        key: 'subtitle',
        type: 'subtitle',
        x: 200,
        y: 840,
        w: 1520,
        h: 140,
        subtitle: {
          text: '',
          word_seq: words('Today we talk about templates that survive every round trip', 0, 350),
          prop: { fontSize: 56, color: '#ffffff', highlightColor: '#fbbf24' },
        },
        timeline: { start: 0, end: 0 },
      },
    ],
  ])
}

/**
 * The podcast scene with times: a title card, hosts entering one after the other, a lower third
 * and waveform in the middle; background, logo and subtitles last the scene (`end = 0`).
 */
export function timedPodcastTemplate(): EditorDocument {
  const doc = podcastTemplate() as { scene: SceneContainer }
  const spans: Record<string, { start: number; end: number }> = {
    title: { start: 0, end: 4000 },
    'host-left': { start: 1000, end: 12_000 },
    'host-right': { start: 2500, end: 12_000 },
    'lower-third': { start: 4000, end: 10_000 },
    wave: { start: 4500, end: 10_000 },
  }
  for (const track of doc.scene.tracks ?? []) {
    for (const layer of track.layers ?? []) {
      const span = layer.key ? spans[layer.key] : undefined
      if (span) layer.timeline = { ...layer.timeline, ...span }
      if (layer.key === 'host-left') {
        // Grows in over 0.8 s, then settles.
        layer.timeline!.key_frames = [
          { timestamp: 0, func: 'ease-out', properties: { scale: 0.6, alpha: 0 } },
          { timestamp: 800, func: 'linear', properties: { scale: 1, alpha: 1 } },
          { timestamp: 6000, func: 'linear', properties: { scale: 1.05 } },
        ]
      }
    }
  }
  return doc
}
