// The embedder's asset library contract (`<SceneEditor assets>`): per-editor state the action
// surfaces and the media insert read (packages/react/CONTEXT.md, "Folders by layer").

/** The layer kinds a media file or URL becomes. */
export type MediaKind = 'image' | 'video' | 'audio'

/** One asset an embedder offers (an `assets` provider's item). */
export interface Asset {
  /** The media URL stored in the layer (`https:`, `http:`, `data:image/*`). */
  url: string
  /** What the picker shows (default: the URL's last path segment). */
  name?: string
  /** A small image the picker shows for it (images: the URL itself). */
  previewUrl?: string
  /**
   * The heading the picker lists it under ("Backgrounds", "Covers"); assets of one group are
   * listed together, groups in the order they first appear.
   */
  group?: string
  /** A background: inserted covering the whole canvas (fitted `cover`), as "Fill canvas". */
  background?: boolean
}

/** What the picker asks a provider for: a search text and the page after `cursor`. */
export interface AssetQuery {
  /** What the user typed in the picker's search box (trimmed; empty = everything). */
  search?: string
  /** The `nextCursor` of the previous page; absent for the first page. */
  cursor?: string
  signal?: AbortSignal
}

/** One page of assets; `nextCursor` when there are more ("Load more"). */
export interface AssetPage {
  assets: readonly Asset[]
  nextCursor?: string
}

/**
 * Lists the assets of a kind (e.g. from the embedder's library); shown in the Insert menu. A
 * provider may answer a plain array (the picker then searches it by name itself) or a page that
 * already honours `query.search`, with a `nextCursor` for more.
 */
export interface AssetProvider {
  list(kind: MediaKind, query?: AssetQuery): Promise<readonly Asset[] | AssetPage>
}
