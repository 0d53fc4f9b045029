import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { safeParse, type z } from 'zod/mini'
import { ImageTemplateReqSchema, LayerSchema, SceneContainerSchema } from '../../src/index.ts'
import { acceptorFor } from '../../src/document/fast-check-schema.ts'
import { anyJson, layerArb, mutateAt, sceneArb, templateArb } from './scene-arbitraries.ts'

function agrees(schema: z.core.$ZodType, value: unknown) {
  expect(acceptorFor(schema)(value)).toBe(safeParse(schema, value).success)
}

describe('fast acceptor (property)', () => {
  it('accepts every generated valid document', () => {
    fc.assert(
      fc.property(sceneArb, templateArb, (scene, template) => {
        expect(acceptorFor(SceneContainerSchema)(scene)).toBe(true)
        expect(acceptorFor(ImageTemplateReqSchema)(template)).toBe(true)
      }),
      { numRuns: 100 },
    )
  }, 60_000)

  it('agrees with zod on randomly broken layers, scenes and templates', () => {
    const path = fc.array(fc.nat(), { minLength: 1, maxLength: 8 })
    fc.assert(
      fc.property(
        layerArb,
        sceneArb,
        templateArb,
        path,
        anyJson,
        (layer, scene, template, choices, value) => {
          agrees(LayerSchema, mutateAt(layer, choices, value))
          agrees(SceneContainerSchema, mutateAt(scene, choices, value))
          agrees(ImageTemplateReqSchema, mutateAt(template, choices, value))
        },
      ),
      { numRuns: 200 },
    )
  }, 60_000)

  it('agrees with zod when arbitrary JavaScript values are planted', () => {
    const anything = fc.anything({
      withSparseArray: true,
      withNullPrototype: true,
      withMap: true,
      withDate: true,
      withBoxedValues: true,
    })
    const path = fc.array(fc.nat(), { minLength: 1, maxLength: 8 })
    fc.assert(
      fc.property(layerArb, path, anything, (layer, choices, value) => {
        const mutated = mutateAt(layer, choices, null)
        // structuredClone cannot copy every planted value, so plant after cloning.
        const planted = JSON.parse(JSON.stringify(mutated), (_k, v: unknown) =>
          v === null ? value : v,
        ) as unknown
        agrees(LayerSchema, planted)
      }),
      { numRuns: 200 },
    )
  }, 60_000)

  it('agrees with zod on sparse arrays (holes are undefined, not skipped)', () => {
    // eslint-disable-next-line no-sparse-arrays
    const tracks = [, { layers: [] }]
    agrees(SceneContainerSchema, { tracks })
    expect(acceptorFor(SceneContainerSchema)({ tracks })).toBe(false)
  })

  it('agrees with zod on non-finite numbers, which JSON cannot carry but objects can', () => {
    for (const x of [NaN, Infinity, -Infinity, 1.5]) {
      agrees(LayerSchema, { x })
      agrees(ImageTemplateReqSchema, { aspect_ratio: x, scene: {} })
    }
  })
})
