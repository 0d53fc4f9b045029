import type { BackdropImageIds, BackdropOp } from './backdrop-recording.ts'

/** A painted backdrop: the pixels of the recorded ops, at the frame's size. */
export interface PaintJob {
  ops: BackdropOp[]
  width: number
  height: number
  pixelRatio: number
}

/**
 * The worker's code (plain JS, made into a Blob URL from this function's source): replays
 * recorded 2D operations on an OffscreenCanvas scaled by the pixel ratio, as Konva's scene
 * canvas is, and sends the pixels back as an ImageBitmap.
 */
function backdropWorkerMain(): void {
  const scope = self as unknown as {
    onmessage: ((event: MessageEvent) => void) | null
    postMessage(message: unknown, transfer?: Transferable[]): void
  }
  const images = new Map<number, ImageBitmap>()
  let canvas: OffscreenCanvas | null = null
  let ctx: OffscreenCanvasRenderingContext2D | null = null
  scope.onmessage = (event: MessageEvent) => {
    const m = event.data as
      | { type: 'image'; id: number; bitmap: ImageBitmap }
      | { type: 'drop'; id: number }
      | {
          type: 'paint'
          id: number
          ops: [number, string, unknown][]
          width: number
          height: number
          pixelRatio: number
        }
    if (m.type === 'image') {
      images.set(m.id, m.bitmap)
      return
    }
    if (m.type === 'drop') {
      images.get(m.id)?.close()
      images.delete(m.id)
      return
    }
    try {
      if (!canvas || canvas.width !== m.width || canvas.height !== m.height) {
        canvas = new OffscreenCanvas(m.width, m.height)
        ctx = canvas.getContext('2d')
      }
      const c = ctx! as unknown as Record<string, unknown>
      ctx!.reset()
      ctx!.scale(m.pixelRatio, m.pixelRatio)
      for (const [kind, name, value] of m.ops) {
        if (kind === 0) {
          c[name] = value
          continue
        }
        const args = value as unknown[]
        if (name === 'drawImage') {
          const image = images.get(args[0] as number)
          if (!image) throw new Error(`no image ${String(args[0])}`)
          const rest = args.slice(1) as number[]
          if (rest.length === 2) ctx!.drawImage(image, rest[0]!, rest[1]!)
          else if (rest.length === 4) ctx!.drawImage(image, rest[0]!, rest[1]!, rest[2]!, rest[3]!)
          else
            ctx!.drawImage(
              image,
              rest[0]!,
              rest[1]!,
              rest[2]!,
              rest[3]!,
              rest[4]!,
              rest[5]!,
              rest[6]!,
              rest[7]!,
            )
        } else {
          ;(c[name] as (...a: unknown[]) => void).apply(ctx, args)
        }
      }
      const bitmap = canvas.transferToImageBitmap()
      scope.postMessage({ type: 'painted', id: m.id, bitmap }, [bitmap])
    } catch (error) {
      scope.postMessage({ type: 'painted', id: m.id, error: String(error) })
    }
  }
  scope.postMessage('ready')
}

/**
 * Paints the bottom of video frames (the background and the layers under every layer that
 * stays the same) in a worker, so the main thread draws the rest meanwhile: one `paint` in flight
 * per frame, images sent once as ImageBitmaps. Started at once; until the worker says it runs
 * (a Content-Security-Policy may forbid blob: workers) or if it cannot, `ready` is false and the
 * caller draws in place.
 */
export class BackdropWorker implements BackdropImageIds {
  private worker: Worker | null = null
  private started = false
  private failed = false
  private nextId = 1
  private readonly images = new WeakMap<HTMLImageElement, number | 'pending' | 'no'>()
  private readonly waiting = new Map<
    number,
    { resolve: (bitmap: ImageBitmap) => void; reject: (error: Error) => void }
  >()

  constructor() {
    if (
      typeof Worker === 'undefined' ||
      typeof OffscreenCanvas === 'undefined' ||
      typeof createImageBitmap === 'undefined'
    ) {
      this.failed = true
      return
    }
    let worker: Worker
    try {
      const url = URL.createObjectURL(
        new Blob([`(${backdropWorkerMain.toString()})()`], { type: 'text/javascript' }),
      )
      worker = new Worker(url)
      URL.revokeObjectURL(url)
    } catch {
      this.failed = true
      return
    }
    this.worker = worker
    worker.onerror = (event) => {
      event.preventDefault?.()
      this.fail(new Error(`backdrop worker failed: ${event.message || 'unknown error'}`))
    }
    worker.onmessage = (event: MessageEvent) => {
      if (event.data === 'ready') {
        this.started = true
        return
      }
      const m = event.data as { id: number; bitmap?: ImageBitmap; error?: string }
      const job = this.waiting.get(m.id)
      this.waiting.delete(m.id)
      if (!job) {
        m.bitmap?.close()
        return
      }
      if (m.bitmap) job.resolve(m.bitmap)
      else job.reject(new Error(`backdrop worker: ${m.error ?? 'no picture'}`))
    }
  }

  /** True once the worker runs (and as long as it did not fail). */
  get ready(): boolean {
    return this.started && !this.failed
  }

  /**
   * The worker's id of a decoded bitmap picture; null while it is being sent (this frame draws
   * in place) or for pictures drawn differently from a bitmap copy (SVG scales as vectors).
   */
  idOf(image: HTMLImageElement): number | null {
    const known = this.images.get(image)
    if (typeof known === 'number') return known
    if (known !== undefined) return null
    const src = image.currentSrc || image.src
    if (!image.complete || image.naturalWidth === 0 || /^data:image\/svg|\.svg(\?|#|$)/i.test(src)) {
      this.images.set(image, 'no')
      return null
    }
    this.images.set(image, 'pending')
    createImageBitmap(image).then(
      (bitmap) => {
        if (!this.worker || this.failed) return void bitmap.close()
        const id = this.nextId++
        this.worker.postMessage({ type: 'image', id, bitmap }, [bitmap])
        this.images.set(image, id)
      },
      () => this.images.set(image, 'no'),
    )
    return null
  }

  paint(job: PaintJob): Promise<ImageBitmap> {
    if (!this.worker || !this.ready) return Promise.reject(new Error('backdrop worker not running'))
    const id = this.nextId++
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject })
      this.worker!.postMessage({ type: 'paint', id, ...job })
    })
  }

  dispose(): void {
    this.worker?.terminate()
    this.worker = null
    this.fail(new Error('backdrop worker disposed'))
  }

  private fail(error: Error): void {
    this.failed = true
    for (const job of this.waiting.values()) job.reject(error)
    this.waiting.clear()
  }
}
