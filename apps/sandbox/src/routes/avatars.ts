import { invalid, notFound } from '../http/envelope.ts'
import { defineOperation } from '../http/operation.ts'

/** DELETE /avatars/{id} (spec §4.9): data is an empty object. */
export const deleteAvatar = defineOperation({
  method: 'DELETE',
  path: '/avatars/:id',
  scope: 'asset.write',
  write: true,
  parse({ params }) {
    const raw = params.id ?? ''
    if (!/^\d{1,15}$/.test(raw) || Number(raw) < 1)
      throw invalid('id', `path parameter must be a positive integer, got ${JSON.stringify(raw)}`)
    return { id: Number(raw) }
  },
  run({ sandbox, space, now }, { id }) {
    const result = sandbox.db
      .prepare(
        'UPDATE avatars SET deleted_at = ? WHERE id = ? AND space = ? AND deleted_at IS NULL',
      )
      .run(now, id, space)
    if (result.changes === 0) throw notFound('avatar', id)
    return {}
  },
})
