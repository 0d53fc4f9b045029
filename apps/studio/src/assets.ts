import type { AssetProvider, Asset, MediaKind } from '@podscene/react'
import type { Api } from './api.ts'

/** How many covers the Insert menu's image picker lists (newest first). */
const MAX_COVERS = 60

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

/**
 * The studio's `assets` for `<SceneEditor>`: images are the Space's covers (GET /covers through
 * @podscene/api, following pages) and, on the sandbox, its generated backgrounds and hosts;
 * audio is the sandbox's generated voices.
 */
export function studioAssets(api: Api): AssetProvider {
  return {
    async list(kind) {
      const origin = sandboxOrigin(api.baseUrl)
      const media: Asset[] = origin
        ? SANDBOX_MEDIA[kind].map(([name, path]) => ({ name, url: `${origin}/media/${path}` }))
        : []
      if (kind !== 'image') return media
      const covers: Asset[] = []
      for await (const cover of api.client.iterateCovers({ pageSize: 30 })) {
        if (cover.image_url) covers.push({ name: `Cover #${cover.cover_id}`, url: cover.image_url })
        if (covers.length >= MAX_COVERS) break
      }
      return [...covers, ...media]
    },
  }
}
