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

/** Groups the picker lists assets under, in this order. */
const BACKGROUNDS = 'Backgrounds'
const PEOPLE = 'People'
const COVERS = 'Covers'
const VOICES = 'Voices'

/** A meaningful name for a stored file: its file name without the extension. */
function fileNameOf(url: string): string {
  const last = decodeURIComponent(url.split(/[?#]/)[0]!.split('/').pop() ?? '')
  const dot = last.lastIndexOf('.')
  return dot > 0 ? last.slice(0, dot) : last
}

const matches = (search: string, ...texts: Array<string | null | undefined>) => {
  const needle = search.toLocaleLowerCase()
  return !needle || texts.some((t) => t?.toLocaleLowerCase().includes(needle))
}

/**
 * The studio's `assets` for `<SceneEditor>` (Insert → "Image from library…" / "Audio from
 * library…", and each image layer's "Choose image…"), in pages with search, in groups the
 * picker shows apart. Images: first "Backgrounds" — those registered with POST /backgrounds (by
 * this studio's uploads, kept per API: the spec has no listing; plus, when the server offers
 * sandbox extensions, every background of the Space, named by file name) and the sandbox's
 * generated ones — marked `background` (inserted covering the canvas), then "People" (the
 * sandbox's host portraits, loopback), then the Space's "Covers" (GET /covers, a page at a
 * time: "Load more"). Audio: the sandbox's generated "Voices". Search matches names (and cover
 * prompts).
 */
export function studioAssets(api: Api): AssetProvider {
  return {
    async list(kind, query = {}): Promise<AssetPage> {
      const search = query.search ?? ''
      const origin = sandboxOrigin(api.baseUrl)
      if (kind !== 'image') {
        const media: Asset[] = origin
          ? SANDBOX_MEDIA[kind].map(([name, path]) => ({
              name,
              url: `${origin}/media/${path}`,
              group: VOICES,
            }))
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
        const background = { group: BACKGROUNDS, background: true }
        for (const bg of registeredBackgrounds(api.baseUrl)) {
          add({ name: bg.name, url: bg.url, previewUrl: bg.previewUrl, ...background })
        }
        const fromSpace = await fetchSandboxBackgrounds(api, query.signal).catch(() => [])
        for (const bg of [...fromSpace].reverse()) {
          add({
            name: fileNameOf(bg.origin_url) || `Background #${bg.id}`,
            url: bg.origin_url,
            previewUrl: bg.preview_url || bg.origin_url,
            ...background,
          })
        }
        if (origin) {
          for (const [name, path] of SANDBOX_MEDIA.image) {
            const isBackground = path.includes('/background-')
            add({
              name,
              url: `${origin}/media/${path}`,
              ...(isBackground ? background : { group: PEOPLE }),
            })
          }
          // Backgrounds first, whatever order they were found in.
          first.sort((a, b) => Number(b.background ?? false) - Number(a.background ?? false))
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
          covers.push({ name, url: cover.image_url, group: COVERS })
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
