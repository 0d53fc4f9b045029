import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { api, call, newApp, seedOf } from './helpers.ts'

let app: FastifyInstance
let waveformId: number
beforeAll(async () => {
  app = await newApp()
  waveformId = (await seedOf(app)).waveforms[0]!
})
afterAll(() => app.close())

/**
 * Objects whose keys are not schema fields, so any JSON value is valid under them, except a
 * `__proto__` key, which core rejects at any depth (core-rules.test.ts).
 */
const unknownFields = fc.dictionary(
  fc.string({ minLength: 1, maxLength: 8 }).map((k) => `x_${k}`),
  fc.jsonValue({ maxDepth: 3 }).filter((v) => !JSON.stringify(v).includes('"__proto__"')),
  { maxKeys: 4 },
)
const layer = fc.record({
  type: fc.constantFrom('image', 'text', 'mystery'),
  x: fc.double({ noNaN: true, noDefaultInfinity: true }),
  extra: unknownFields,
})
const track = fc.record({
  index: fc.integer(),
  layers: fc.array(layer, { maxLength: 3 }),
  extra: unknownFields,
})
const scene = fc.record({ tracks: fc.array(track, { maxLength: 3 }), meta: unknownFields })

/** What the server receives: the value after a JSON round trip (e.g. -0 becomes 0). */
const wire = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

describe('stored documents are kept exactly as sent', () => {
  it('reads back every image template scene deep-equal, unknown fields and nulls included', async () => {
    await fc.assert(
      fc.asyncProperty(scene, async (generated) => {
        const sent = wire(generated)
        const created = await call(app, 'POST', `${api}/image_templates`, { body: { scene: sent } })
        expect(created.body.code).toBe(0)
        const stored = await call(app, 'GET', `/_sandbox/image_templates/${created.body.data.id}`)
        expect(stored.body.data.scene).toEqual(sent)
      }),
      { numRuns: 60 },
    )
  })

  it('echoes and stores every waveform node deep-equal', async () => {
    const node = fc.record({
      w: fc.integer(),
      h: fc.integer(),
      prop: fc.record({
        audioPath: fc.string(),
        waveformConfig: unknownFields,
        extra: unknownFields,
      }),
      extra: unknownFields,
    })
    await fc.assert(
      fc.asyncProperty(node, async (generated) => {
        const sent = wire(generated)
        const updated = await call(app, 'PUT', `${api}/waveforms`, {
          body: { id: waveformId, waveformNode: sent },
        })
        expect(updated.body.data.waveform_info.waveformNode).toEqual(sent)
        const stored = await call(app, 'GET', `/_sandbox/waveforms/${waveformId}`)
        expect(stored.body.data.waveformNode).toEqual(sent)
      }),
      { numRuns: 60 },
    )
  })
})
