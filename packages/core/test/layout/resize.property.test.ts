import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseTemplateText } from '../../src/document/template-document.ts'
import { serialize } from '../../src/document/serialize.ts'
import { Editor } from '../../src/editor/editor.ts'
import { canvasSizeOf, templateDocumentOf, tracksOf } from '../../src/editor/document.ts'
import type { EditorDocument } from '../../src/editor/types.ts'
import { lintScene } from '../../src/lint/lint-scene.ts'
import {
  KNOWN_ASPECT_RATIOS,
  canvasSizeForAspectRatio,
  type CanvasSize,
  type KnownAspectRatio,
} from '../../src/semantics/canvas.ts'
import type { Layer } from '../../src/schema/layer.ts'
import { fixturesIn } from '../document/fixtures.ts'

const RUNS = Number(process.env.RESIZE_PROPERTY_RUNS ?? 60)

/** The fixtures corpus as templates (a bare scene is wrapped at the canvas it is shown at, 16:9). */
function corpus(): { name: string; doc: EditorDocument }[] {
  return fixturesIn('valid').map((f) => {
    const parsed = parseTemplateText(f.text)
    if (!parsed.ok) throw new Error(`${f.name} does not parse`)
    const doc =
      parsed.value.kind === 'template'
        ? parsed.value.document
        : { aspect_ratio: 1, scene: parsed.value.scene }
    return { name: f.name, doc: doc as EditorDocument }
  })
}

type Box = { x: number; y: number; w: number; h: number }
const n = (v: unknown, d: number) => (typeof v === 'number' && Number.isFinite(v) ? v : d)

/** The layer's own box and each keyframe's box (missing values from the layer). */
function boxesOf(layer: Layer): Box[] {
  const own = { x: n(layer.x, 0), y: n(layer.y, 0), w: n(layer.w, 0), h: n(layer.h, 0) }
  const frames = (layer.timeline?.key_frames ?? []).map((k) => {
    const p = (k?.properties ?? {}) as Record<string, unknown>
    return { x: n(p.x, own.x), y: n(p.y, own.y), w: n(p.w, own.w), h: n(p.h, own.h) }
  })
  return [own, ...frames]
}
/** Inside the canvas, up to float error in x + w (1e-9 px). */
const inside = (b: Box, c: CanvasSize) =>
  b.x >= 0 && b.y >= 0 && b.x + b.w <= c.width + 1e-9 && b.y + b.h <= c.height + 1e-9

const layersOf = (doc: EditorDocument) => tracksOf(doc).flatMap((t) => t.layers ?? [])

function lintKeys(doc: EditorDocument): Set<string> {
  return new Set(lintScene(templateDocumentOf(doc)).map((p) => `${p.code} ${p.path}`))
}

/** Checks every property of the resize rule for one document and one target ratio. */
function checkResize(doc: EditorDocument, ratio: KnownAspectRatio) {
  const from = canvasSizeOf(doc)!
  const to = canvasSizeForAspectRatio(ratio)!
  const before = serialize(doc)
  const lintBefore = lintKeys(doc)
  const editor = new Editor(doc)
  editor.resizeCanvas(ratio)
  const after = editor.getState().document
  expect((after as { aspect_ratio?: unknown }).aspect_ratio).toBe(ratio)
  // Every box that was inside the old canvas is inside the new one.
  const oldLayers = layersOf(doc)
  const newLayers = layersOf(after)
  expect(newLayers).toHaveLength(oldLayers.length)
  oldLayers.forEach((layer, i) => {
    const newBoxes = boxesOf(newLayers[i]!)
    boxesOf(layer).forEach((box, j) => {
      if (inside(box, from)) expect(inside(newBoxes[j]!, to), `${layer.key} box ${j}`).toBe(true)
    })
  })
  // No new lint problems (a ratio the image-template API cannot save is the one expected).
  for (const key of lintKeys(after)) {
    if (ratio > 1 && key.startsWith('unsaveable-aspect-ratio ')) continue
    expect(lintBefore, `new problem ${key}`).toContain(key)
  }
  // One Undo restores the template exactly.
  editor.undo()
  expect(serialize(editor.getState().document)).toBe(before)
  expect(editor.getState().document).toEqual(doc)
}

/** A resize to the ratio the document already has changes nothing. */
function checkSameRatio(doc: EditorDocument) {
  const ratio = (doc as { aspect_ratio: KnownAspectRatio }).aspect_ratio
  const before = serialize(doc)
  const editor = new Editor(doc)
  editor.resizeCanvas(ratio)
  expect(editor.getState().document).toEqual(doc)
  expect(serialize(editor.getState().document)).toBe(before)
}

const EASINGS = ['linear', 'ease-in-out', 'step']

/** Random templates whose layers are inside the canvas, with backgrounds, text, keyframes, crop. */
const documentArbitrary = fc
  .record({
    aspect_ratio: fc.constantFrom(...KNOWN_ASPECT_RATIOS),
    layers: fc.array(
      fc.record({
        type: fc.constantFrom('text', 'subtitle', 'image', 'shape', 'video', 'background'),
        // Fractions of the canvas: position and size.
        fx: fc.double({ min: 0, max: 1, noNaN: true }),
        fy: fc.double({ min: 0, max: 1, noNaN: true }),
        fw: fc.double({ min: 0.02, max: 1, noNaN: true }),
        fh: fc.double({ min: 0.02, max: 1, noNaN: true }),
        fontSize: fc.option(fc.integer({ min: 8, max: 72 }), { nil: undefined }),
        content: fc.lorem({ maxCount: 4 }),
        crop: fc.option(
          fc.record({
            x: fc.double({ min: 0, max: 0.3, noNaN: true }),
            y: fc.double({ min: 0, max: 0.3, noNaN: true }),
            w: fc.double({ min: 0.2, max: 0.7, noNaN: true }),
            h: fc.double({ min: 0.2, max: 0.7, noNaN: true }),
          }),
          { nil: undefined },
        ),
        keyframes: fc.array(
          fc.record({
            timestamp: fc.integer({ min: 0, max: 3000 }),
            fx: fc.double({ min: 0, max: 1, noNaN: true }),
            fy: fc.double({ min: 0, max: 1, noNaN: true }),
            fw: fc.option(fc.double({ min: 0.02, max: 1, noNaN: true }), { nil: undefined }),
            scale: fc.option(fc.double({ min: 0.5, max: 1, noNaN: true }), { nil: undefined }),
            func: fc.constantFrom(...EASINGS),
          }),
          { maxLength: 3 },
        ),
      }),
      { maxLength: 8 },
    ),
  })
  .map(({ aspect_ratio, layers }): EditorDocument => {
    const c = canvasSizeForAspectRatio(aspect_ratio)!
    const within = (f: number, size: number, total: number) =>
      Math.round(f * Math.max(0, total - size))
    return {
      aspect_ratio,
      scene: {
        tracks: [
          {
            key: 't0',
            index: 0,
            type: 'main',
            layers: layers.map((l, i): Layer => {
              const background = l.type === 'background'
              const text = l.type === 'text' || l.type === 'subtitle'
              // Text boxes big enough for their words, so that lint's text-overflow is checked.
              const least = text ? 0.5 : 0
              const w = background ? c.width : Math.round(Math.max(least, l.fw) * c.width)
              const h = background ? c.height : Math.round(Math.max(least / 2, l.fh) * c.height)
              return {
                key: `l${i}`,
                type: background ? 'image' : l.type,
                x: background ? 0 : within(l.fx, w, c.width),
                y: background ? 0 : within(l.fy, h, c.height),
                w,
                h,
                ...(l.crop ? { crop: l.crop } : {}),
                timeline: {
                  start: 0,
                  end: 4000,
                  key_frames: l.keyframes.map((k) => {
                    const kw = k.fw === undefined ? w : Math.round(k.fw * c.width)
                    return {
                      func: k.func,
                      timestamp: k.timestamp,
                      properties: {
                        x: within(k.fx, kw, c.width),
                        y: within(k.fy, h, c.height),
                        ...(k.fw === undefined ? {} : { w: kw }),
                        ...(k.scale === undefined ? {} : { scale: k.scale }),
                      },
                    }
                  }),
                },
                ...(text
                  ? {
                      prop: {
                        textInfo: {
                          content: l.content,
                          ...(l.fontSize === undefined ? {} : { fontSize: l.fontSize }),
                        },
                      },
                    }
                  : {}),
                ...(l.type === 'subtitle' ? { subtitle: { text: l.content, word_seq: [] } } : {}),
              }
            }),
          },
        ],
      },
    } as EditorDocument
  })

describe('resize rule over the fixtures corpus', () => {
  for (const { name, doc } of corpus()) {
    it(`${name}: every ratio keeps layers inside, adds no lint problem, one Undo restores`, () => {
      for (const ratio of KNOWN_ASPECT_RATIOS) checkResize(doc, ratio)
    })
    it(`${name}: a resize to its own ratio changes nothing`, () => {
      checkSameRatio(doc)
    })
  }
})

/**
 * Found by this property in CI (seed 1276743903): a text layer covering the 16:9 canvas was
 * stretched per axis like a background, so its keyframe's width shrank while its font did not
 * and "molestie" overflowed. Text is never a background.
 */
function textCoveringCanvas(): EditorDocument {
  return {
    aspect_ratio: 1,
    scene: {
      tracks: [
        {
          key: 't0',
          index: 0,
          type: 'main',
          layers: [
            {
              key: 'l0',
              type: 'text',
              x: 0,
              y: 0,
              w: 1920,
              h: 1080,
              timeline: {
                start: 0,
                end: 4000,
                key_frames: [{ func: 'linear', timestamp: 0, properties: { x: 0, y: 0, w: 38 } }],
              },
              prop: { textInfo: { content: 'molestie id', fontSize: 8 } },
            },
          ],
        },
      ],
    },
  } as EditorDocument
}

describe('resize rule over generated documents', () => {
  it('keeps layers inside, adds no lint problem, one Undo restores', () => {
    fc.assert(
      fc.property(documentArbitrary, fc.constantFrom(...KNOWN_ASPECT_RATIOS), (doc, ratio) => {
        checkResize(doc, ratio)
      }),
      { numRuns: RUNS, examples: [[textCoveringCanvas(), 0]] },
    )
  }, 120_000)
  it('a resize to the ratio the document has changes nothing', () => {
    fc.assert(fc.property(documentArbitrary, checkSameRatio), { numRuns: RUNS })
  }, 120_000)
})
