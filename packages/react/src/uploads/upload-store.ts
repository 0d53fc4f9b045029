import type { UiStore } from '../state/ui-store.ts'
import { editorService, servicesOf } from '../state/editor-services.ts'
import type { AssetUpload, AssetUploadResult } from '../state/asset-upload.ts'
import {
  UploadCancelledError,
  uploadWithRetries,
  type UploadRetryPolicy,
} from './upload-with-retries.ts'

/** Canvas px box a pending upload's placeholder covers (where its layer will be). */
export interface UploadBox {
  x: number
  y: number
  w: number
  h: number
}

/** One upload in flight (session state of one editor, never saved). */
export interface PendingUpload {
  id: number
  fileName: string
  /** Bytes sent and total; `total` 0 until the first progress report (indeterminate). */
  loaded: number
  total: number
  /** 1 for the first try; more while retrying. */
  attempt: number
  /** Set while waiting before a retry. */
  retryInMs: number | null
  /** Where the placeholder is drawn on the canvas (none for sound or fonts). */
  box: UploadBox | null
  /** The layer whose media is being replaced, if any. */
  layerKey: string | null
}

export interface Uploads {
  getState(): readonly PendingUpload[]
  subscribe(listener: () => void): () => void
  /**
   * Uploads `file` through `upload` with retries, shown as a pending upload until it settles.
   * Resolves with the checked result, or `null` when the user cancelled; rejects with the last
   * error of a failed upload.
   */
  run(
    upload: AssetUpload,
    file: File,
    where?: { box?: UploadBox | null; layerKey?: string | null },
    retry?: Partial<UploadRetryPolicy>,
  ): Promise<AssetUploadResult | null>
  cancel(id: number): void
}

let nextId = 1

/** One editor's pending uploads (a per-editor service, `state/editor-services.ts`). */
export const uploadsService = editorService('uploads', () => createUploads())

/** The pending uploads of the editor that owns this UiStore. */
export function uploadsOf(store: UiStore): Uploads {
  return servicesOf(store).get(uploadsService)
}

function createUploads(): Uploads {
  let state: readonly PendingUpload[] = []
  const controllers = new Map<number, AbortController>()
  const listeners = new Set<() => void>()
  const set = (next: readonly PendingUpload[]) => {
    state = next
    for (const l of [...listeners]) l()
  }
  const update = (id: number, patch: Partial<PendingUpload>) =>
    set(state.map((u) => (u.id === id ? { ...u, ...patch } : u)))
  const uploads: Uploads = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async run(upload, file, where = {}, retry) {
      const id = nextId++
      const controller = new AbortController()
      controllers.set(id, controller)
      set([
        ...state,
        {
          id,
          fileName: file.name,
          loaded: 0,
          total: 0,
          attempt: 1,
          retryInMs: null,
          box: where.box ?? null,
          layerKey: where.layerKey ?? null,
        },
      ])
      try {
        return await uploadWithRetries(upload, file, {
          signal: controller.signal,
          retry,
          onProgress: ({ loaded, total }) =>
            update(id, { loaded, total: Math.max(total, loaded), retryInMs: null }),
          onRetry: ({ attempt, delayMs }) =>
            update(id, { attempt, retryInMs: delayMs, loaded: 0, total: 0 }),
        })
      } catch (error) {
        if (error instanceof UploadCancelledError) return null
        throw error
      } finally {
        controllers.delete(id)
        set(state.filter((u) => u.id !== id))
      }
    },
    cancel(id) {
      controllers.get(id)?.abort(new UploadCancelledError(String(id)))
    },
  }
  return uploads
}

/** A layer's box for a placeholder, or null when its geometry is not all numbers. */
export function boxOfLayer(layer: {
  x?: number | null
  y?: number | null
  w?: number | null
  h?: number | null
}): UploadBox | null {
  const { x, y, w, h } = layer
  return typeof x === 'number' &&
    typeof y === 'number' &&
    typeof w === 'number' &&
    typeof h === 'number'
    ? { x, y, w, h }
    : null
}
