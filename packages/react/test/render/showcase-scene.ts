import { createLayer, createScene, createTrack, type SceneContainer } from '@podscene/core'

function gradientImage(): string {
  const canvas = document.createElement('canvas')
  canvas.width = 320
  canvas.height = 180
  const ctx = canvas.getContext('2d')!
  const gradient = ctx.createLinearGradient(0, 0, 320, 180)
  gradient.addColorStop(0, '#1b2a6b')
  gradient.addColorStop(1, '#b0306a')
  ctx.fillStyle = gradient
  ctx.fillRect(0, 0, 320, 180)
  ctx.fillStyle = 'rgba(255,255,255,0.15)'
  for (let i = 0; i < 8; i++) ctx.fillRect(i * 40, 0, 20, 180)
  return canvas.toDataURL('image/png')
}

function faceImage(): string {
  const canvas = document.createElement('canvas')
  canvas.width = 200
  canvas.height = 200
  const ctx = canvas.getContext('2d')!
  ctx.fillStyle = '#f2c6a0'
  ctx.fillRect(0, 0, 200, 200)
  ctx.fillStyle = '#3a2a1a'
  ctx.beginPath()
  ctx.arc(70, 80, 12, 0, Math.PI * 2)
  ctx.arc(130, 80, 12, 0, Math.PI * 2)
  ctx.fill()
  ctx.fillRect(60, 140, 80, 12)
  return canvas.toDataURL('image/png')
}

/** A 16:9 podcast frame using every layer kind, as a template would. */
export function showcaseScene(): SceneContainer {
  const words = ['Welcome', 'back', 'to', 'the', 'show']
  return createScene([
    createTrack({
      index: 0,
      layers: [
        createLayer('image', {
          key: 'bg',
          x: 0,
          y: 0,
          w: 1920,
          h: 1080,
          path: gradientImage(),
          fit_mode: 'cover',
        }),
      ],
    }),
    createTrack({
      index: 1,
      layers: [
        createLayer('shape', {
          key: 'card',
          x: 1000,
          y: 160,
          w: 760,
          h: 420,
          radius: '40',
          prop: {
            shapeInfo: {
              type: 'rect',
              color: 'rgba(0,0,0,0.35)',
              strokeColor: '#ffffff',
              strokeWidth: 6,
              strokeType: 'dashed',
            },
          },
        }),
        createLayer('shape', {
          key: 'dot',
          x: 1640,
          y: 60,
          w: 120,
          h: 120,
          prop: { shapeInfo: { type: 'ellipse', color: '#ffd400' } },
        }),
        createLayer('person', {
          key: 'host',
          x: 180,
          y: 180,
          w: 560,
          h: 560,
          person_cover: faceImage(),
          prop: {
            show_type: 'circle',
            meta: {
              show_type_preset: {
                circle: {
                  shape: { type: 'circle', x: 0, y: 0, w: 560, h: 560, color: '#ffffff' },
                  size: { w: 560, h: 560 },
                },
              },
            },
          },
        }),
        createLayer('text', {
          key: 'title',
          x: 1040,
          y: 200,
          w: 680,
          h: 340,
          r: -4,
          prop: {
            textInfo: {
              content: 'Episode 42\nThe canvas',
              fontSize: 96,
              color: '#ffffff',
              fontWeight: 'bold',
              textAlign: 'center',
              strokeColor: '#000000',
              strokeWidth: 4,
              textShadowColor: 'rgba(0,0,0,0.6)',
              textShadowBlur: 12,
              textShadowH: 6,
              textShadowV: 6,
            },
            textConfig: { verticalAlign: 'middle' },
          },
        }),
        createLayer('waveform', {
          key: 'wave',
          x: 160,
          y: 800,
          w: 1600,
          h: 120,
          prop: {
            audioPath: '',
            waveformConfig: { color: '#7fe7ff', barWidth: 10, gap: 6, barRadius: 4 },
          },
        }),
        createLayer('subtitle', {
          key: 'sub',
          x: 160,
          y: 930,
          w: 1600,
          h: 120,
          subtitle: {
            word_seq: words.map((text, i) => ({ text, start: i * 400, end: i * 400 + 400 })),
            prop: { highlightColor: '#ffd400' },
          },
          prop: {
            textInfo: { fontSize: 72, color: '#ffffff', strokeColor: '#000000', strokeWidth: 3 },
          },
        }),
        createLayer('image', {
          key: 'broken',
          x: 1460,
          y: 640,
          w: 300,
          h: 120,
          path: 'javascript:alert(1)',
        }),
        createLayer('sticker', { key: 'custom', x: 1000, y: 640, w: 400, h: 120 }),
        createLayer('audio', { key: 'music', x: 40, y: 40, w: 200, h: 40, path: '' }),
      ],
    }),
  ])
}
