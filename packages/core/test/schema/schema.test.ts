import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import * as zm from 'zod/mini'
import {
  AddBackgroundReqSchema,
  ImageTemplateReqSchema,
  LayerSchema,
  ProjectSchema,
  SceneContainerSchema,
  formatProblem,
  parseWith,
} from '../../src/index.ts'
import { envelopeOf } from '../../src/schema/index.ts'

const problems = (schema: Parameters<typeof parseWith>[0], value: unknown) => {
  const r = parseWith(schema, value)
  return r.ok ? [] : r.problems.map(formatProblem)
}

describe('schemas', () => {
  it('are zod/mini schemas that callers build on with zod/mini or classic zod alike', () => {
    // zod/mini: the functions take our schemas (there are no classic methods on them).
    const branded = zm.extend(LayerSchema, { brand: zm.string() })
    expect(problems(branded, { brand: 'b', x: 1, extra: true })).toEqual([])
    expect(problems(branded, { x: 1 })).toEqual(['brand: missing required field, expected string'])
    expect(problems(branded, { brand: 'b', x: 'one' })).toEqual(['x: expected number, got string'])
    // Classic zod wraps them too: a shape spread into its objects, its wrappers around them.
    const classic = z.looseObject({ ...LayerSchema.shape, brand: z.string() })
    expect(problems(classic, { brand: 'b', alpha: 'x' })).toEqual([
      'alpha: expected number, got string',
    ])
    expect(z.optional(LayerSchema).safeParse(undefined).success).toBe(true)
    expect(z.array(LayerSchema).safeParse([{ x: 'no' }]).success).toBe(false)
    expect('extend' in LayerSchema).toBe(false)
  })

  it('keep unknown fields at every depth (zod looseObject all the way down)', () => {
    const layer = {
      mystery: 1,
      timeline: {
        mystery: 2,
        cross: { mystery: 3 },
        key_frames: [{ mystery: 4, properties: { mystery: 5 } }],
      },
      prop: { mystery: 6, meta: { show_type_preset: { all: { shape: { mystery: 7 } } } } },
      subtitle: { word_seq: [{ mystery: 8 }] },
    }
    const parsed = LayerSchema.parse(layer)
    expect(parsed).toEqual(layer)
  })

  it('accept null for optional fields and keep it', () => {
    expect(SceneContainerSchema.parse({ tracks: null })).toEqual({ tracks: null })
    expect(LayerSchema.parse({ crop: null, alpha: null })).toEqual({ crop: null, alpha: null })
  })

  it('require the scene of an image-template request and an integer aspect_ratio', () => {
    expect(problems(ImageTemplateReqSchema, { aspect_ratio: 1 })).toEqual([
      'scene: missing required field, expected object',
    ])
    expect(problems(ImageTemplateReqSchema, { aspect_ratio: 0.5, scene: {} })).toEqual([
      'aspect_ratio: expected an integer, got 0.5',
    ])
    expect(problems(ImageTemplateReqSchema, { aspect_ratio: 7, scene: {} })).toEqual([])
  })

  it('name allowed values of the add-background request', () => {
    expect(
      problems(AddBackgroundReqSchema, {
        origin_url: 'https://example.com/a.png',
        aspect_ratio: 3,
        avatar_type: 'robot',
        typ: 1,
      }),
    ).toEqual([
      'aspect_ratio: expected one of 0, 1, got 3',
      'avatar_type: expected one of "default", "cartoon", "pet", got "robot"',
      'typ: expected one of 0, 2, got 1',
    ])
  })

  it('validate a project envelope with nested scenes and layers', () => {
    const schema = envelopeOf(ProjectSchema)
    const body = {
      code: 0,
      msg: 'ok',
      data: {
        id: 'p1',
        scenes: [{ key: 's', tracks: [{ layers: [{ x: 'left' }] }] }],
        first_subtitle2_layer: null,
      },
    }
    expect(problems(schema, body)).toEqual([
      'data.scenes[0].tracks[0].layers[0].x: expected number, got string',
    ])
  })
})
