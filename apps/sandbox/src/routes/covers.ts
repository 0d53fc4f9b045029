import { defineOperation } from '../http/operation.ts'
import { integerQuery } from '../http/validate.ts'
import { resolveMediaRefs } from '../seed/media-refs.ts'

export const defaultCoverPageSize = 20

/** GET /covers?cursor=<next_cursor>&page_size=<n> (spec §4.7): newest first, cursor = last cover_id. */
export const listCovers = defineOperation({
  method: 'GET',
  path: '/covers',
  scope: 'asset.read',
  write: false,
  parse({ query }) {
    return {
      cursor: integerQuery(query, 'cursor', { min: 0, max: Number.MAX_SAFE_INTEGER, fallback: 0 }),
      pageSize: integerQuery(query, 'page_size', {
        min: 1,
        max: 100,
        fallback: defaultCoverPageSize,
      }),
    }
  },
  run({ sandbox, space, origin }, { cursor, pageSize }) {
    const rows = sandbox.db
      .prepare<[string, number, number], { id: number; record: string }>(
        'SELECT id, record FROM covers WHERE space = ? AND id < ? ORDER BY id DESC LIMIT ?',
      )
      .all(space, cursor > 0 ? cursor : Number.MAX_SAFE_INTEGER, pageSize + 1)
    const page = rows.slice(0, pageSize)
    const has_more = rows.length > pageSize
    return {
      has_more,
      list: page.map((row) => ({
        ...resolveMediaRefs(JSON.parse(row.record) as object, origin),
        cover_id: row.id,
      })),
      next_cursor: has_more ? page.at(-1)!.id : 0,
    }
  },
})
