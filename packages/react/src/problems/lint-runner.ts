import {
  canvasSizeOfDocument,
  mediaUrlsOf,
  templateDocumentOf,
  type Editor,
  type EditorDocument,
  type LintOptions,
  type LintProblem,
  type MediaCheck,
  type MediaChecker,
  type TemplateDocument,
} from '@podscene/core'
import { browserMediaChecker } from './browser-media-check.ts'
import { layerKeyOfProblemPath } from './problem-layer.ts'
import { lintWorker } from './worker-client.ts'
import { documentService, servicesOf } from '../state/editor-services.ts'
import type { UiStore } from '../state/ui-store.ts'
import { errorMessage } from '../lib/error-message.ts'

/** A lint problem with the key of the layer it is about (null for scene-wide problems). */
export interface EditorProblem extends LintProblem {
  layerKey: string | null
}

export interface LintState {
  /** The document these problems are about (null before the first run). */
  document: EditorDocument | null
  problems: readonly EditorProblem[]
  /** Problems per layer key; an unchanged layer keeps the same array between runs. */
  byLayer: ReadonlyMap<string, readonly EditorProblem[]>
  /** The document changed and a new lint is scheduled. */
  pending: boolean
  /** Why the last lint failed (its problems are the previous ones), or null. */
  error: string | null
}

export interface LintRunnerOptions extends Omit<LintOptions, 'canvas' | 'media'> {
  /** Quiet time after the last edit before linting, in ms. Default 300. */
  delayMs?: number
  /**
   * Checks the document's media URLs for `missing-media` (each URL once; a failed one again after
   * `MEDIA_RECHECK_MS`). Default: the browser loads them (`browserMediaChecker`); null: no check.
   */
  checkMedia?: MediaChecker | null
  /**
   * Lint scheduled runs in the page's lint worker (worker-client.ts): off the main thread, only
   * changed layers, a newer document cancelling an older run. Default true; false, a
   * `measureText` of your own, or no worker available lints on the page. `runNow` always lints
   * on the page.
   */
  worker?: boolean
}

/** A URL found not loading is checked again when it is still in the document this much later. */
export const MEDIA_RECHECK_MS = 30_000

const EMPTY: LintState = {
  document: null,
  problems: [],
  byLayer: new Map(),
  pending: true,
  error: null,
}

/**
 * How long to wait after an edit before linting: the base delay, or four times what the last lint
 * cost when that is longer (at most 2 s), so that a large template is not linted in every short
 * pause of typing.
 */
export function nextLintDelay(baseMs: number, lastCostMs: number): number {
  return Math.max(baseMs, Math.min(2000, Math.round(lastCostMs * 4)))
}

const sameProblems = (a: readonly EditorProblem[], b: readonly EditorProblem[]) =>
  a.length === b.length &&
  a.every(
    (p, i) =>
      p.code === b[i]!.code &&
      p.path === b[i]!.path &&
      p.message === b[i]!.message &&
      p.startMs === b[i]!.startMs &&
      p.endMs === b[i]!.endMs,
  )

/** Core's lint of a template on the page (page-lint.ts: lintScene with the browser's metrics). */
export type PageLint = (template: TemplateDocument, options: LintOptions) => LintProblem[]

/**
 * Lints an Editor's document live, off the render path: an edit schedules a run `delayMs` after
 * the last change (typing re-arms the timer), which lints with the browser's font metrics. Runs
 * only while someone subscribes; one runner per editor (`lintRunnerService`). Scheduled runs go
 * to the lint worker; linting on the page (no worker, `worker: false`, a host's `measureText`)
 * loads core's lint on first need (`page-lint.ts`), so the editor's initial code has none of it.
 * `LintRunner` (page-lint.ts) adds the synchronous `runNow`.
 */
export class LiveLintRunner {
  private state: LintState = EMPTY
  private readonly listeners = new Set<() => void>()
  private timer: ReturnType<typeof setTimeout> | null = null
  private stopListening: (() => void) | null = null
  private lastCostMs = 0
  /** Media check results by URL, with when they were found. */
  private readonly media = new Map<string, MediaCheck & { at: number }>()
  private readonly mediaInFlight = new Set<string>()
  private mediaArrived = false
  /** Core's lint on the page, once loaded (LintRunner has it from the start). */
  protected pageLint: PageLint | null = null

  constructor(
    private readonly editor: Editor,
    private readonly options: LintRunnerOptions = {},
  ) {}

  getState = (): LintState => this.state

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    if (!this.stopListening) {
      this.stopListening = this.editor.on('change', () => this.schedule())
      if (this.state.document !== this.editor.document) this.schedule()
    }
    return () => {
      this.listeners.delete(listener)
      if (this.listeners.size === 0) this.stop()
    }
  }

  /** Lints on the page now with `lint` (LintRunner.runNow; the fallback of runInWorker). */
  protected lintWith(lint: PageLint): LintState {
    if (this.timer !== null) clearTimeout(this.timer)
    this.timer = null
    const document = this.editor.document
    if (document === this.state.document && !this.state.pending && !this.mediaArrived) {
      return this.state
    }
    this.mediaArrived = false
    const canvas = canvasSizeOfDocument(document)
    const { delayMs: _delay, checkMedia: _check, worker: _worker, ...lintOptions } = this.options
    let found: LintProblem[]
    const started = performance.now()
    try {
      const template = templateDocumentOf(document)
      this.checkNewMedia(mediaUrlsOf(template).map((m) => m.url))
      found = lint(template, { ...lintOptions, canvas, media: this.media })
    } catch (error) {
      // Keep the last results and say why this run failed (the editor keeps working).
      const reason = errorMessage(error)
      this.set({ ...this.state, document, pending: false, error: reason })
      return this.state
    }
    this.lastCostMs = performance.now() - started
    this.publish(document, found)
    return this.state
  }

  /**
   * Lints in the worker (falls back to `runNow` without one). The main thread only encodes the
   * document (changed layers sent whole, the others by id) and groups the answer.
   */
  private async runInWorker(): Promise<void> {
    // A measureText of the host is a function: it cannot go to the worker.
    const onPage = this.options.worker === false || this.options.measureText !== undefined
    const client = onPage ? null : await lintWorker()
    if (!client) {
      let lint: PageLint
      try {
        lint = this.pageLint ??= (await import('./page-lint.ts')).pageLint
      } catch (error) {
        // Its chunk did not load: the last results stay, and the error says why.
        const reason = errorMessage(error)
        this.set({ ...this.state, document: this.editor.document, pending: false, error: reason })
        return
      }
      if (this.listeners.size > 0) this.lintWith(lint)
      return
    }
    const document = this.editor.document
    if (document === this.state.document && !this.state.pending && !this.mediaArrived) return
    this.mediaArrived = false
    const { delayMs: _delay, checkMedia: _check, worker: _worker, ...lintOptions } = this.options
    let found: Awaited<ReturnType<typeof client.lint>>
    try {
      const template = templateDocumentOf(document)
      this.checkNewMedia(mediaUrlsOf(template).map((m) => m.url))
      const canvas = canvasSizeOfDocument(document) ?? undefined
      found = await client.lint(document, { ...lintOptions, canvas }, this.media)
    } catch (error) {
      const reason = errorMessage(error)
      this.set({ ...this.state, document, pending: false, error: reason })
      return
    }
    // Superseded by a newer run, or the document changed meanwhile (a run is scheduled).
    if (found === null || this.editor.document !== document) return
    this.publish(document, found)
  }

  /** Sets the state from a lint of `document` (problems grouped by layer; same arrays kept). */
  private publish(document: EditorDocument, found: readonly LintProblem[]) {
    const problems = found.map((p) => ({ ...p, layerKey: layerKeyOfProblemPath(document, p.path) }))
    const grouped = new Map<string, EditorProblem[]>()
    for (const p of problems) {
      if (p.layerKey === null) continue
      const list = grouped.get(p.layerKey)
      if (list) list.push(p)
      else grouped.set(p.layerKey, [p])
    }
    const byLayer = new Map<string, readonly EditorProblem[]>()
    for (const [key, list] of grouped) {
      const before = this.state.byLayer.get(key)
      byLayer.set(key, before && sameProblems(before, list) ? before : list)
    }
    this.set({ document, problems, byLayer, pending: false, error: null })
  }

  /** Starts checks of URLs not checked yet; each result re-lints (batched) while subscribed. */
  private checkNewMedia(urls: readonly string[]) {
    const checkMedia =
      this.options.checkMedia === undefined ? defaultMediaChecker() : this.options.checkMedia
    if (!checkMedia) return
    const now = Date.now()
    for (const url of new Set(urls)) {
      const known = this.media.get(url)
      if (this.mediaInFlight.has(url)) continue
      if (known && (known.ok || now - known.at < MEDIA_RECHECK_MS)) continue
      this.mediaInFlight.add(url)
      void checkMedia(url)
        .catch((error: unknown): MediaCheck => ({
          ok: false,
          reason: errorMessage(error),
        }))
        .then((result) => {
          this.mediaInFlight.delete(url)
          const before = this.media.get(url)
          this.media.set(url, { ...result, at: Date.now() })
          if (before?.ok === result.ok && before.durationMs === result.durationMs) return
          this.mediaArrived = true
          if (this.listeners.size > 0) this.schedule()
        })
    }
  }

  private schedule() {
    if (this.timer !== null) clearTimeout(this.timer)
    if (!this.state.pending) this.set({ ...this.state, pending: true })
    this.timer = setTimeout(
      () => {
        this.timer = null
        if (this.listeners.size > 0) void this.runInWorker()
      },
      nextLintDelay(this.options.delayMs ?? 300, this.lastCostMs),
    )
  }

  private stop() {
    this.stopListening?.()
    this.stopListening = null
    if (this.timer !== null) clearTimeout(this.timer)
    this.timer = null
  }

  private set(next: LintState) {
    this.state = next
    for (const listener of [...this.listeners]) listener()
  }
}

let sharedChecker: MediaChecker | null = null
const defaultMediaChecker = () => (sharedChecker ??= browserMediaChecker())

/** The one LintRunner of an editor (made on first use), shared by every problems surface. */
export const lintRunnerService = documentService(
  'lint-runner',
  (editor) => new LiveLintRunner(editor),
)

/** The LintRunner of the editor shown with this store and Editor (the provider's). */
export function lintRunnerOf(store: UiStore, editor: Editor): LiveLintRunner {
  return servicesOf(store, editor).get(lintRunnerService)
}
