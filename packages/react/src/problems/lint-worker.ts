/**
 * The editor's lint and fill worker (a module Worker started by worker-client.ts). Lints with
 * core's lintSceneSteps and a lint cache (only layers that changed since the last job are
 * checked), a few milliseconds at a time: between slices it lets newer jobs arrive, and a job a
 * newer one supersedes stops there. Text is measured on an OffscreenCanvas with the page's font
 * strings (fonts the page loaded through CSS may fall back here; see CONTEXT.md).
 */
import {
  createLintCache,
  cssFont,
  lintSceneSteps,
  planFill,
  templateDocumentOf,
  type LintProblem,
  type MeasureText,
} from '@podscene/core'
import { decodeDocument, type WorkerJob, type WorkerReply } from './worker-protocol.ts'
import { errorMessage } from '../lib/error-message.ts'

interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkerJob>) => void) | null
  postMessage(message: WorkerReply | 'ready'): void
}
const scope = self as unknown as WorkerScope

const canvas = typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1)
const context = canvas?.getContext('2d') ?? null
const measureText: MeasureText = (text, font) => {
  const css = cssFont(font)
  if (!context) return text.length * 0.6 * font.size
  if (context.font !== css) context.font = css
  return context.measureText(text).width
}

const held = new Map<number, object>()
const cache = createLintCache()
/** The newest job of each kind: an older one still running stops at its next slice. */
const newest = { lint: 0, fill: 0 }
const SLICE_MS = 8

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

async function lint(job: Extract<WorkerJob, { kind: 'lint' }>): Promise<WorkerReply> {
  const document = decodeDocument(job.doc, held)
  const steps = lintSceneSteps(templateDocumentOf(document), {
    ...job.options,
    measureText,
    media: new Map(job.media),
    cache,
  })
  let sliceStart = performance.now()
  for (;;) {
    const next = steps.next()
    if (next.done) return { kind: 'lint', id: job.id, problems: next.value as LintProblem[] }
    if (performance.now() - sliceStart > SLICE_MS) {
      await pause()
      if (newest.lint !== job.id) return { kind: 'superseded', id: job.id }
      sliceStart = performance.now()
    }
  }
}

function fill(job: Extract<WorkerJob, { kind: 'fill' }>): WorkerReply {
  const document = decodeDocument(job.doc, held)
  return {
    kind: 'fill',
    id: job.id,
    plan: planFill(templateDocumentOf(document), job.data, { measureText }),
  }
}

scope.onmessage = (event) => {
  const job = event.data
  newest[job.kind] = job.id
  const run = async (): Promise<WorkerReply> => (job.kind === 'lint' ? lint(job) : fill(job))
  void run()
    .catch((error: unknown): WorkerReply => ({
      kind: 'error',
      id: job.id,
      message: errorMessage(error),
    }))
    .then((reply) => scope.postMessage(reply))
}
scope.postMessage('ready')
