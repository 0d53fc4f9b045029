import type { AssetProvider, Asset, AssetPage, MediaKind } from '@podscene/react'
import { fetchSandboxBackgrounds, type Api } from './api.ts'
import { registeredBackgrounds } from './uploads/registered-backgrounds.ts'

/** Media the sandbox generates at `/media/<name>` (apps/sandbox/src/seed/media.ts). */
const SANDBOX_MEDIA: Record<MediaKind, readonly [name: string, path: string][]> = {
  image: [
    ['Background (landscape)', 'images/background-landscape.png'],
    ['Background (portrait)', 'images/background-portrait.png'],
    ['Host (left)', 'images/host-left.png'],
    ['Host (right)', 'images/host-right.png'],
  ],
  audio: [
    ['Scene 1 voice', 'audio/scene-0.wav'],
    ['Scene 2 voice', 'audio/scene-1.wav'],
    ['Scene 3 voice', 'audio/scene-2.wav'],
    ['Whole episode', 'audio/render.wav'],
  ],
  video: [],
}

/** Whether the API is the local sandbox (loopback), which serves generated media at `/media/`. */
function sandboxOrigin(baseUrl: string): string | null {
  try {
    const url = new URL(baseUrl)
    return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname) ? url.origin : null
  } catch {
    return null
  }
}

/** Covers per page of the picker. */
const COVER_PAGE = 24
const COVERS_CURSOR = 'covers:'

const matches = (search: string, ...texts: Array<string | null | undefined>) => {
  const needle = search.toLocaleLowerCase()
  return !needle || texts.some((t) => t?.toLocaleLowerCase().includes(needle))
}

/**
 * The studio's `assets` for `<SceneEditor>` (Insert → "Image from library…" / "Audio from
 * library…"), in pages with search. Images: first the backgrounds registered with POST
 * /backgrounds (by this studio's uploads, kept per API: the spec has no listing; plus, when the
 * server offers sandbox extensions, every background of the Space), then the sandbox's
 * generated images (loopback), then the Space's covers (GET /covers, a page at a time:
 * "Load more"). Audio: the sandbox's generated voices. Search matches names (and cover prompts).
 */
export function studioAssets(api: Api): AssetProvider {
  return {
    async list(kind, query = {}): Promise<AssetPage> {
      const search = query.search ?? ''
      const origin = sandboxOrigin(api.baseUrl)
      if (kind !== 'image') {
        const media: Asset[] = origin
          ? SANDBOX_MEDIA[kind].map(([name, path]) => ({ name, url: `${origin}/media/${path}` }))
          : []
        return { assets: media.filter((a) => matches(search, a.name)) }
      }
      const first: Asset[] = []
      if (!query.cursor?.startsWith(COVERS_CURSOR)) {
        const seen = new Set<string>()
        const add = (asset: Asset) => {
          if (seen.has(asset.url) || !matches(search, asset.name, asset.url)) return
          seen.add(asset.url)
          first.push(asset)
        }
        for (const bg of registeredBackgrounds(api.baseUrl)) {
          add({ name: bg.name, url: bg.url, previewUrl: bg.previewUrl })
        }
        const fromSpace = await fetchSandboxBackgrounds(api, query.signal).catch(() => [])
        for (const bg of [...fromSpace].reverse()) {
          add({
            name: `Background #${bg.id}`,
            url: bg.origin_url,
            previewUrl: bg.preview_url || bg.origin_url,
          })
        }
        if (origin) {
          for (const [name, path] of SANDBOX_MEDIA.image)
            add({ name, url: `${origin}/media/${path}` })
        }
      }
      const cursor = query.cursor?.startsWith(COVERS_CURSOR)
        ? Number(query.cursor.slice(COVERS_CURSOR.length))
        : undefined
      const page = await api.client.listCovers({
        cursor,
        pageSize: COVER_PAGE,
        signal: query.signal,
      })
      const covers: Asset[] = []
      for (const cover of page.list ?? []) {
        const name = `Cover #${cover.cover_id}`
        if (cover.image_url && matches(search, name, cover.prompt)) {
          covers.push({ name, url: cover.image_url })
        }
      }
      return {
        assets: [...first, ...covers],
        nextCursor:
          page.has_more && page.next_cursor ? `${COVERS_CURSOR}${page.next_cursor}` : undefined,
      }
    },
  }
}
