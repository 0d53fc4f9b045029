import type { EditorDocument } from '@podscene/core'
import { starterTemplate, type TemplateChoice } from '../templates.ts'

/**
 * The starter templates that ship with the studio (bundled, no request needed): they open
 * against any server, including one with only the spec's routes. They use no external media,
 * so they render anywhere; a designer brings their own through uploads.
 */
const titleCard: EditorDocument = {
  aspect_ratio: 1,
  scene: {
    tracks: [
      {
        index: 0,
        key: 'background',
        type: 'color',
        layers: [{ key: 'bg', type: 'color', x: 0, y: 0, w: 1920, h: 1080, color: '#0f172a' }],
      },
      {
        index: 1,
        key: 'content',
        type: 'main',
        layers: [
          {
            key: 'band',
            type: 'shape',
            x: 0,
            y: 760,
            w: 1920,
            h: 200,
            prop: { shapeInfo: { type: 'rect', color: '#f59e0b' } },
          },
          {
            key: 'episode',
            type: 'text',
            x: 160,
            y: 300,
            w: 1600,
            h: 120,
            prop: { textInfo: { content: 'Episode 42', fontSize: 64, color: '#fbbf24' } },
          },
          {
            key: 'title',
            type: 'text',
            x: 160,
            y: 430,
            w: 1600,
            h: 240,
            prop: {
              textInfo: {
                content: 'What the show is about, in one line',
                fontSize: 96,
                color: '#f8fafc',
                fontWeight: 'bold',
              },
            },
          },
          {
            key: 'hosts',
            type: 'text',
            x: 160,
            y: 810,
            w: 1600,
            h: 100,
            prop: { textInfo: { content: 'with Ava & Lin', fontSize: 56, color: '#0f172a' } },
          },
        ],
      },
    ],
  },
}

const words = ['Every ', 'word ', 'lights ', 'up ', 'as ', 'it ', 'is ', 'said.']
const audiogram: EditorDocument = {
  aspect_ratio: 0,
  scene: {
    tracks: [
      {
        index: 0,
        key: 'background',
        type: 'color',
        layers: [{ key: 'bg', type: 'color', x: 0, y: 0, w: 1080, h: 1920, color: '#312e81' }],
      },
      {
        index: 1,
        key: 'content',
        type: 'main',
        layers: [
          {
            key: 'cover',
            type: 'shape',
            x: 190,
            y: 300,
            w: 700,
            h: 700,
            radius: '40',
            prop: { shapeInfo: { type: 'rect', color: '#a5b4fc' } },
          },
          {
            key: 'title',
            type: 'text',
            x: 90,
            y: 1080,
            w: 900,
            h: 160,
            prop: {
              textInfo: {
                content: 'Show name',
                fontSize: 80,
                color: '#ffffff',
                fontWeight: 'bold',
              },
            },
          },
          {
            key: 'captions',
            type: 'subtitle',
            x: 90,
            y: 1400,
            w: 900,
            h: 240,
            timeline: { start: 0, end: 4000 },
            subtitle: {
              text: words.join(''),
              word_seq: words.map((text, i) => ({
                key: `w${i}`,
                text,
                start: 200 + i * 450,
                end: 200 + i * 450 + 420,
                hide: false,
                break: i === 3 ? '\n' : '',
              })),
            },
          },
        ],
      },
    ],
  },
}

/** The bundled starters, in the order the "Template" picker lists them. */
export function starterTemplates(): TemplateChoice[] {
  return [
    starterTemplate(),
    {
      id: 'starter:title-card',
      label: 'Starter: title card (16:9)',
      name: 'title-card-16x9',
      document: structuredClone(titleCard),
    },
    {
      id: 'starter:audiogram',
      label: 'Starter: audiogram (9:16)',
      name: 'audiogram-9x16',
      document: structuredClone(audiogram),
    },
  ]
}
