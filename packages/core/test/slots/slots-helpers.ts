import { parseTemplateText, serialize, type TemplateDocument } from '../../src/document/index.ts'

/** A template with one slot of each fillable layer type, an unknown field and odd key order. */
export const SLOTTED = {
  aspect_ratio: 1,
  scene: {
    tracks: [
      {
        layers: [
          {
            type: 'image',
            key: 'bg',
            path: 'https://cdn.example.com/bg.jpg',
            preview_path: 'https://cdn.example.com/bg-small.jpg',
            w: 1920,
            h: 1080,
            x: 0,
            y: 0,
            api_template_meta: { replace_key: 'background' },
            vendor_extra: { keep: [1, null, 'me'] },
          },
          {
            key: 'title',
            type: 'text',
            x: 460,
            y: 80,
            w: 1000,
            h: 160,
            prop: { textInfo: { fontSize: 72, content: 'Episode 12', color: '#fff' } },
            api_template_meta: { replace_key: 'title' },
          },
          {
            key: 'captions',
            type: 'subtitle',
            x: 160,
            y: 860,
            w: 1600,
            h: 120,
            subtitle: { text: 'sample words', word_seq: null },
            api_template_meta: { replace_key: 'title' },
          },
          {
            key: 'panel',
            type: 'shape',
            w: 300,
            h: 300,
            prop: { shapeInfo: { type: 'rect', color: '#222222' } },
            api_template_meta: { replace_key: 'accent' },
            template_meta: { no_need_replace: true },
          },
          {
            key: 'brand',
            type: 'image',
            w: 160,
            h: 80,
            path: 'https://cdn.example.com/logo.png',
            template_meta: { is_logo: true },
          },
          {
            key: 'music',
            type: 'audio',
            path: 'https://cdn.example.com/m.mp3',
            api_template_meta: { replace_key: 'music' },
          },
          { key: 'plain', type: 'text', prop: { textInfo: { content: 'not a slot' } } },
        ],
      },
    ],
  },
}

export function parsedSlotted(): { doc: TemplateDocument; text: string } {
  const text = serialize(SLOTTED)
  const parsed = parseTemplateText(text)
  if (!parsed.ok) throw new Error(parsed.problems[0]?.message)
  return { doc: parsed.value, text }
}
