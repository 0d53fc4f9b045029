import { canvasOfDocument } from '@podscene/core'
import { parseCommandArgs } from '../lib/args.ts'
import { assumedCanvasNote } from '../lib/canvas-note.ts'
import { EXIT_INVALID, EXIT_OK, UsageError } from '../lib/cli-error.ts'
import { loadDocument } from '../lib/load-document.ts'
import { printErr, printHelp, printOut } from '../lib/output.ts'
import { formatFileProblem } from '../lib/problems-output.ts'
import { replaceFile } from '../lib/replace-file.ts'
import { renderFrame } from '../render/render-frame.ts'
import { runVideo } from '../video/video-command.ts'
import {
  MEDIA_OPTION_SPECS,
  MEDIA_OPTIONS_HELP,
  mediaOptionsFromArgs,
} from '../render/media-options.ts'

export const usage = `Usage: podscene render <file> --at <ms> -o <out.png> [--scale <s>]
       podscene render <file> --video <out.mp4|out.webm> [--fps 30] [--scale <s>] [--from <ms>] [--to <ms>]
       podscene render <template> --data <rows.jsonl> --video 'out/{index}.mp4' [--jobs N] [--shard k/n]

Renders the frame at scene time <ms> of a template ({aspect_ratio, scene}) or a bare scene
({tracks}) to a PNG (without a known aspect_ratio: at 16:9, 1920×1080, said on stderr), through @podscene/react in headless Chromium
(CHROMIUM_PATH, default /usr/bin/chromium). Media that cannot be loaded within --media-timeout
is drawn as a labelled placeholder. Text is drawn in its layer's font: a font library family
(served by the render page itself) or the font file's URL; a font that does not load is drawn
in a fallback face and reported on stderr as 'missing-font'.
Options:
  --at <ms>              scene time in milliseconds (default 0)
  -o, --out <file>       PNG file to write (required)
  --scale <s>            output pixels per canvas pixel, 0.1–4 (default 1)
  --background <color>   canvas colour behind the layers (default the scene's bg_color, else black)
  --media-timeout <s>    per-media load limit in seconds (default 8)
${MEDIA_OPTIONS_HELP}
Video (the same page, frames streamed into an encoder; progress on stderr):
  --video <file>         write a video: .mp4 (H.264 + AAC, else Opus) or .webm (VP9 + Opus)
  --fps <n>              24, 25, 30 (default) or 60
  --from <ms>, --to <ms> the range of scene time (default the whole scene)
  --encoder <e>          auto (default): the browser's WebCodecs when it has the codecs, else
                         ffmpeg from PATH; browser or ffmpeg: only that one
  --audio-codec <c>      auto (default) or aac (MP4 only; without a browser AAC encoder,
                         ffmpeg encodes the sound and the picture stays the browser's)
  --data <rows.jsonl>    one video per line (a "podscene fill" data object); the --video name
                         takes {index} (0-based line) and {<slot key>} (the value, file-safe).
                         Finished outputs are skipped, so a rerun resumes.
  --jobs <n>             videos at once in one Chromium (default the number of CPUs)
  --shard <k/n>          only rows i with i mod n = k (0 ≤ k < n, as JOB_COMPLETION_INDEX)
Exit status: 0 written, 1 invalid input or rendering failed (any row), 2 wrong usage,
130 cancelled (SIGINT/SIGTERM; nothing partial is left at the output).`

export async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    at: { type: 'string' },
    out: { type: 'string', short: 'o' },
    scale: { type: 'string' },
    background: { type: 'string' },
    'media-timeout': { type: 'string' },
    video: { type: 'string' },
    fps: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    encoder: { type: 'string' },
    'audio-codec': { type: 'string' },
    data: { type: 'string' },
    jobs: { type: 'string' },
    shard: { type: 'string' },
    ...MEDIA_OPTION_SPECS,
    help: { type: 'boolean', short: 'h' },
  })
  if (values.help) {
    printHelp(usage)
    return EXIT_OK
  }
  if (positionals.length !== 1) throw new UsageError('render needs exactly one input file')
  const file = positionals[0]!
  // The render server's media policy and limits, for frames and video alike.
  const media = mediaOptionsFromArgs(values)
  if (values.video !== undefined) return runVideo(file, values, media)
  const videoOnly = (
    ['fps', 'from', 'to', 'encoder', 'audio-codec', 'data', 'jobs', 'shard'] as const
  ).find((name) => values[name] !== undefined)
  if (videoOnly) throw new UsageError(`--${videoOnly} needs --video <out.mp4|out.webm>`)
  if (!values.out) throw new UsageError('missing -o <out.png>')
  const timeMs = numberOption('--at', values.at ?? '0', 0, Number.MAX_SAFE_INTEGER)
  const scale = numberOption('--scale', values.scale ?? '1', 0.1, 4)
  const mediaTimeoutS = numberOption('--media-timeout', values['media-timeout'] ?? '8', 0.1, 120)

  const loaded = await loadDocument(file)
  if (!loaded.ok) {
    const more = loaded.total > 1 ? ` (and ${loaded.total - 1} more problems)` : ''
    return fail(`${formatFileProblem(loaded.problems[0]!)}${more}`)
  }
  const doc = loaded.document
  // Core's canvas rule: the document's ratio, or 16:9 assumed (said on stderr).
  const aspectRatio = canvasOfDocument(doc.document).aspectRatio
  const note = assumedCanvasNote(file, doc)
  if (note) printErr(note)
  const sceneColor = (doc.scene as { bg_color?: unknown }).bg_color
  const background =
    values.background ?? (typeof sceneColor === 'string' && sceneColor ? sceneColor : '#000000')

  try {
    const frame = await renderFrame({
      scene: doc.scene,
      aspectRatio,
      timeMs,
      scale,
      background,
      mediaTimeoutMs: mediaTimeoutS * 1000,
      mediaMaxBytes: media.maxBytes,
      media,
      renderTimeoutMs: Math.max(30_000, mediaTimeoutS * 1000 * 3),
    })
    const written = await replaceFile(values.out, frame.png)
    if (!written.ok) return fail(`${values.out}: ${written.message}`)
    printErr(frame.placeholders.map((p) => `podscene render: placeholder for ${p}`))
    printErr(frame.missingFonts.map((f) => `podscene render: missing-font: ${f}`))
    printOut(`${values.out}: ${frame.width}×${frame.height} frame at ${timeMs} ms`)
    return EXIT_OK
  } catch (error) {
    return fail(oneLine(error))
  }
}

function numberOption(name: string, text: string, min: number, max: number): number {
  const value = Number(text)
  if (text.trim() === '' || !Number.isFinite(value) || value < min || value > max) {
    throw new UsageError(
      `${name} must be a number from ${min} to ${max === Number.MAX_SAFE_INTEGER ? 'any' : max}, got '${text}'`,
    )
  }
  return value
}

function fail(message: string): number {
  printErr(`podscene render: ${message}`)
  return EXIT_INVALID
}

function oneLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.split('\n')[0]!.trim()
}
