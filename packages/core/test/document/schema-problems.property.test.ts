import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { safeParse, type z } from 'zod/mini'
import { ImageTemplateReqSchema, LayerSchema, SceneContainerSchema } from '../../src/index.ts'
import { sortByDocumentOrder } from '../../src/document/document-order.ts'
import { validateWith } from '../../src/document/parse-with.ts'
import { problemsFromIssues } from '../../src/document/zod-problems.ts'
import { anyJson, layerArb, mutateAt, sceneArb, templateArb } from './scene-arbitraries.ts'

/** What zod's safeParse of the whole input reports, with our messages, in document order. */
function zodProblems(schema: z.core.$ZodType, value: unknown) {
  const result = safeParse(schema, value)
  if (result.success) return []
  return sortByDocumentOrder(problemsFromIssues(result.error.issues, value, []), value)
}

function sameAsZod(schema: z.core.$ZodType, value: unknown) {
  const ours = validateWith(schema, value, [], 10_000)
  expect(ours.ok ? [] : ours.problems).toEqual(zodProblems(schema, value))
}

describe('bounded schema problems (property)', () => {
  it('name exactly what zod names, in the same order, on documents broken in several places', () => {
    const mutation = fc.tuple(fc.array(fc.nat(), { minLength: 1, maxLength: 8 }), anyJson)
    fc.assert(
      fc.property(
        layerArb,
        sceneArb,
        templateArb,
        fc.array(mutation, { minLength: 1, maxLength: 4 }),
        (layer, scene, template, mutations) => {
          const broken = (root: unknown) =>
            mutations.reduce((doc, [choices, value]) => mutateAt(doc, choices, value), root)
          sameAsZod(LayerSchema, broken(layer))
          sameAsZod(SceneContainerSchema, broken(scene))
          sameAsZod(ImageTemplateReqSchema, broken(template))
        },
      ),
      { numRuns: 200 },
    )
  }, 60_000)

  it('agree with zod on holes, non-finite numbers and non-JSON values', () => {
    // eslint-disable-next-line no-sparse-arrays
    sameAsZod(SceneContainerSchema, { tracks: [, { layers: [{ x: NaN }, , { r: new Date(0) }] }] })
    sameAsZod(ImageTemplateReqSchema, { aspect_ratio: 1.5, scene: { tracks: new Map() } })
  })
})
