import fc from 'fast-check'

/** Any JSON value, including the "__proto__" keys fast-check likes to produce. */
export const anyJson = fc.jsonValue({ maxDepth: 3 })

/**
 * JSON values a valid document may hold: no -0 (JSON.stringify writes it as 0, so it cannot
 * round-trip) and no "__proto__" keys (refused by design, see harden.ts).
 */
export const jsonData = anyJson.map(
  (v) =>
    JSON.parse(JSON.stringify(v), (k, x: unknown) =>
      k === '__proto__' ? undefined : x,
    ) as unknown,
)

const num = fc.oneof(
  fc.integer({ min: -5000, max: 20000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((d) => d + 0),
  fc.constant(0),
  fc.constant(null),
)
const str = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('', '你好', '👨‍👩‍👧', 'fade'),
  fc.constant(null),
)
const bool = fc.oneof(fc.boolean(), fc.constant(null))
const strings = fc.oneof(fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }), fc.constant(null))

type Shape = Record<string, fc.Arbitrary<unknown>>

/**
 * An object with any subset of the known fields, 0–3 unknown fields of any JSON value, and its
 * keys in a random order (so round-trip tests also check that key order is kept).
 */
export function looseRecord(shape: Shape): fc.Arbitrary<Record<string, unknown>> {
  const known = Object.keys(shape)
  const extraKey = fc
    .string({ minLength: 1, maxLength: 10 })
    .filter((k) => !known.includes(k) && k !== '__proto__')
  return fc
    .tuple(
      fc.record(shape, { requiredKeys: [] }),
      fc.dictionary(extraKey, jsonData, { maxKeys: 3 }),
      fc.array(fc.nat(), { minLength: 12, maxLength: 12 }),
    )
    .map(([fields, extras, order]) => {
      const entries = [...Object.entries(fields), ...Object.entries(extras)]
      // Deterministic shuffle driven by the generated numbers, so shrinking stays reproducible.
      for (let i = entries.length - 1; i > 0; i--) {
        const j = (order[i % order.length] as number) % (i + 1)
        ;[entries[i], entries[j]] = [
          entries[j] as [string, unknown],
          entries[i] as [string, unknown],
        ]
      }
      return Object.fromEntries(entries)
    })
}

const nullable = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 4, arbitrary: arb }, { weight: 1, arbitrary: fc.constant(null) })
const listOf = <T>(arb: fc.Arbitrary<T>, maxLength = 3) => nullable(fc.array(arb, { maxLength }))

const wordSeq = looseRecord({ text: str, start: num, end: num, hide: bool, break: str, key: str })
const keyframe = looseRecord({
  func: str,
  timestamp: num,
  properties: nullable(
    looseRecord({ x: num, y: num, w: num, h: num, r: num, alpha: num, scale: num }),
  ),
})
const timeline = looseRecord({
  start: num,
  end: num,
  cross: nullable(looseRecord({ in: strings, in_time: num, out: strings, out_time: num })),
  key_frames: listOf(keyframe),
})
const preset = nullable(looseRecord({ duration: num, effectType: str }))
const prop = looseRecord({
  animationInfo: nullable(looseRecord({ enter: preset, leave: preset, cycle: preset })),
  audioPath: str,
  bg_transparent: bool,
  clip: nullable(looseRecord({ start: num, end: num })),
  textInfo: nullable(looseRecord({ content: str, fontSize: num, color: str, textAlign: str })),
  textConfig: nullable(
    looseRecord({ align: str, fontSize: num, shadow: nullable(looseRecord({})) }),
  ),
  shapeInfo: nullable(looseRecord({ type: str, color: str, strokeWidth: num })),
  waveformConfig: nullable(looseRecord({})),
  word_seq: listOf(wordSeq),
})
export const layerArb = looseRecord({
  key: str,
  type: fc.oneof(
    fc.constantFrom(
      'image',
      'video',
      'text',
      'subtitle',
      'shape',
      'waveform',
      'audio',
      'person',
      'color',
      'lottie',
    ),
    str,
  ),
  x: num,
  y: num,
  w: num,
  h: num,
  r: num,
  alpha: num,
  volume: num,
  gauss: num,
  path: str,
  radius: str,
  flip: str,
  crop: nullable(looseRecord({ x: num, y: num, w: num, h: num })),
  template_meta: nullable(
    looseRecord({ is_logo: bool, is_goods_media: bool, no_need_replace: bool }),
  ),
  timeline: nullable(timeline),
  subtitle: nullable(
    looseRecord({
      text: str,
      line_size: num,
      word_seq: listOf(wordSeq, 4),
      prop: nullable(looseRecord({})),
    }),
  ),
  prop: nullable(prop),
})
const trackArb = looseRecord({ index: num, key: str, type: str, layers: listOf(layerArb, 4) })
const sceneFields = { tracks: nullable(fc.array(trackArb, { maxLength: 3 })) }

/** A valid bare scene `{tracks}` (tracks always present so the kind is detectable). */
export const sceneArb = fc
  .tuple(looseRecord(sceneFields), nullable(fc.array(trackArb, { maxLength: 3 })))
  .map(([scene, tracks]) => ('tracks' in scene ? scene : { ...scene, tracks }))

/** A valid template `{aspect_ratio, scene}` with extra keys around it. */
export const templateArb = fc
  .tuple(
    looseRecord({ aspect_ratio: fc.oneof(fc.integer({ min: 0, max: 4 }), fc.constant(null)) }),
    sceneArb,
  )
  .map(([outer, scene]) => ({ ...outer, scene }))

/** Replaces the value at a random path of a random depth with `value`. */
export function mutateAt(root: unknown, choices: number[], value: unknown): unknown {
  const copy = structuredClone(root)
  let node = copy
  for (const choice of choices) {
    if (typeof node !== 'object' || node === null) break
    const keys = Object.keys(node)
    if (keys.length === 0) break
    const key = keys[choice % keys.length] as string
    const child = (node as Record<string, unknown>)[key]
    if (typeof child !== 'object' || child === null || choice % 3 === 0) {
      ;(node as Record<string, unknown>)[key] = value
      return copy
    }
    node = child
  }
  return copy
}
