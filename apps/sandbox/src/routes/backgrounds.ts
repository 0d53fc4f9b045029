import { AddBackgroundReqSchema } from '@podscene/core'
import { invalid } from '../http/envelope.ts'
import { defineOperation } from '../http/operation.ts'
import { byteSize, chargeStorage } from '../store/storage-quota.ts'
import {
  checkSchema,
  integerField,
  isHttpUrl,
  objectBody,
  rejectServerFields,
  stringField,
} from '../http/validate.ts'

const avatarTypes = ['default', 'cartoon', 'pet'] as const
/** True pixel sizes the sandbox assumes for a registered image, by aspect ratio (0 = 9:16). */
const sizeByAspect = { 0: { width: 1080, height: 1920 }, 1: { width: 1920, height: 1080 } } as const

/** POST /backgrounds (spec §4.2). */
export const addBackground = defineOperation({
  method: 'POST',
  path: '/backgrounds',
  scope: 'asset.write',
  write: true,
  parse({ body }) {
    const input = objectBody(body)
    rejectServerFields(input)
    const origin_url = stringField(input, 'origin_url', {
      required: true,
      max: 512,
      nonEmpty: true,
    })!
    if (!isHttpUrl(origin_url)) throw invalid('origin_url', 'must be an absolute http(s) URL')
    const preview_url = stringField(input, 'preview_url', { max: 512 }) ?? ''
    if (preview_url && !isHttpUrl(preview_url))
      throw invalid('preview_url', 'must be an absolute http(s) URL or empty')
    // Zero values are valid and not treated as missing (spec §4.2).
    const aspect_ratio = integerField(input, 'aspect_ratio', {
      required: true,
      allowed: [0, 1],
    }) as 0 | 1
    const avatar_type = stringField(input, 'avatar_type', { required: true })!
    if (!(avatarTypes as readonly string[]).includes(avatar_type)) {
      throw invalid(
        'avatar_type',
        `must be one of ${avatarTypes.join(', ')} (got ${JSON.stringify(avatar_type)})`,
      )
    }
    const typ = integerField(input, 'typ', { required: true, allowed: [0, 2] })!
    checkSchema(AddBackgroundReqSchema, input, '')
    return { origin_url, preview_url, aspect_ratio, avatar_type, typ, request: input }
  },
  run({ sandbox, space, now }, input) {
    const { width, height } = sizeByAspect[input.aspect_ratio]
    const record = {
      aspect_ratio: input.aspect_ratio,
      avatar_type: input.avatar_type,
      height,
      id: 0,
      is_show: 1,
      label: '',
      origin_url: input.origin_url,
      preview_url: input.preview_url || input.origin_url,
      source: 'user',
      typ: input.typ,
      width,
    }
    const recordText = JSON.stringify(record)
    const requestText = JSON.stringify(input.request)
    chargeStorage(
      sandbox.db,
      space,
      byteSize(recordText) + byteSize(requestText),
      sandbox.options.spaceQuotaBytes,
    )
    const result = sandbox.db
      .prepare('INSERT INTO backgrounds (space, record, request, created_at) VALUES (?, ?, ?, ?)')
      .run(space, recordText, requestText, now)
    return { ...record, id: Number(result.lastInsertRowid) }
  },
})
