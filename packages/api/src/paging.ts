import type { CoverItem, CoverList } from './api-types.ts'
import { ResponseShapeError } from './errors.ts'
import type { CallOptions } from './options.ts'

export interface ListCoversOptions extends CallOptions {
  /** `next_cursor` of the previous page; omit for the first page. */
  cursor?: number
  pageSize?: number
}

/** Every cover of the Space, page after page, following `next_cursor` while `has_more`. */
export async function* allCovers(
  listCovers: (opts: ListCoversOptions) => Promise<CoverList>,
  opts: Omit<ListCoversOptions, 'cursor'> = {},
): AsyncGenerator<CoverItem> {
  let cursor: number | undefined
  for (;;) {
    const page = await listCovers({ ...opts, cursor })
    for (const item of page.list) yield item
    if (!page.has_more) return
    const next = page.next_cursor
    if (typeof next !== 'number' || next === cursor) {
      throw new ResponseShapeError({
        message: `GET /covers: has_more is true but next_cursor ${String(next)} does not advance from ${String(cursor)}`,
        path: 'data.next_cursor',
      })
    }
    cursor = next
  }
}
