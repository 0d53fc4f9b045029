import type { EditorDocument } from '@podscene/core'

/** The document the page opens: a 16:9 template with a background and a title. */
export const initialScene: EditorDocument = {
  aspect_ratio: 1,
  scene: {
    tracks: [
      {
        index: 0,
        key: 'background',
        type: 'color',
        layers: [{ key: 'bg', type: 'color', x: 0, y: 0, w: 1920, h: 1080, color: '#1e293b' }],
      },
      {
        index: 1,
        key: 'titles',
        type: 'text',
        layers: [
          {
            key: 'title',
            type: 'text',
            x: 160,
            y: 440,
            w: 1600,
            h: 200,
            timeline: { start: 0, end: 4000 },
            prop: {
              textInfo: {
                content: 'Hello from Next.js',
                fontSize: 120,
                color: '#ffffff',
                textAlign: 'center',
              },
            },
          },
        ],
      },
    ],
  },
}
