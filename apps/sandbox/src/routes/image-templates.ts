import { ASSUMED_ASPECT_RATIO, describeValue, ImageTemplateReqSchema } from '@podscene/core'
import { invalid } from '../http/envelope.ts'
import { defineOperation } from '../http/operation.ts'
import { byteSize, chargeStorage } from '../store/storage-quota.ts'
import {
  checkSchema,
  integerField,
  objectBody,
  rejectServerFields,
  requiredField,
} from '../http/validate.ts'

/** POST /image_templates (spec §4.6): stores the scene exactly as sent. */
export const createImageTemplate = defineOperation({
  method: 'POST',
  path: '/image_templates',
  scope: 'asset.write',
  write: true,
  parse({ body }) {
    const input = objectBody(body)
    rejectServerFields(input)
    // No aspect_ratio: core's canvas rule (16:9), the canvas the studio and render drew it at.
    const aspect_ratio =
      integerField(input, 'aspect_ratio', { allowed: [0, 1] }) ?? ASSUMED_ASPECT_RATIO
    const scene = requiredField(input, 'scene')
    if (typeof scene !== 'object' || Array.isArray(scene))
      throw invalid('scene', `expected an object, got ${describeValue(scene)}`)
    const tracks = (scene as Record<string, unknown>).tracks
    if (tracks !== undefined && tracks !== null && !Array.isArray(tracks)) {
      throw invalid('scene.tracks', `expected an array, got ${describeValue(tracks)}`)
    }
    checkSchema(ImageTemplateReqSchema, { ...input, aspect_ratio }, '')
    return { aspect_ratio, scene }
  },
  run({ sandbox, space, now }, { aspect_ratio, scene }) {
    const text = JSON.stringify(scene)
    chargeStorage(sandbox.db, space, byteSize(text), sandbox.options.spaceQuotaBytes)
    const result = sandbox.db
      .prepare(
        'INSERT INTO image_templates (space, aspect_ratio, scene, created_at) VALUES (?, ?, ?, ?)',
      )
      .run(space, aspect_ratio, text, now)
    return { aspect_ratio, id: Number(result.lastInsertRowid) }
  },
})
