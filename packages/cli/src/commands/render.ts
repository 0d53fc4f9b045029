import { parseCommandArgs } from '../lib/args.ts'
import { EXIT_INVALID, EXIT_OK, UsageError } from '../lib/cli-error.ts'
import { loadDocument } from '../lib/load-document.ts'
import { printErr, printHelp, printOut } from '../lib/output.ts'
import { formatFileProblem } from '../lib/problems-output.ts'
import { replaceFile } from '../lib/replace-file.ts'
import { renderFrame } from '../render/render-frame.ts'
import {
  MEDIA_OPTION_SPECS,
  MEDIA_OPTIONS_HELP,
  mediaOptionsFromArgs,
} from '../render/media-options.ts'

export const usage = `Usage: podscene render <file> --at <ms> -o <out.png> [--scale <s>]

Renders the frame at scene time <ms> of a template ({aspect_ratio, scene}) or a bare scene
({tracks}, drawn at 16:9) to a PNG, through @podscene/react in headless Chromium
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
Exit status: 0 written, 1 invalid input or rendering failed, 2 wrong usage.`

export async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    at: { type: 'string' },
    out: { type: 'string', short: 'o' },
    scale: { type: 'string' },
    background: { type: 'string' },
    'media-timeout': { type: 'string' },
    ...MEDIA_OPTION_SPECS,
    help: { type: 'boolean', short: 'h' },
  })
  if (values.help) {
    printHelp(usage)
    return EXIT_OK
  }
  if (positionals.length !== 1) throw new UsageError('render needs exactly one input file')
  const file = positionals[0]!
  if (!values.out) throw new UsageError('missing -o <out.png>')
  const timeMs = numberOption('--at', values.at ?? '0', 0, Number.MAX_SAFE_INTEGER)
  const scale = numberOption('--scale', values.scale ?? '1', 0.1, 4)
  const mediaTimeoutS = numberOption('--media-timeout', values['media-timeout'] ?? '8', 0.1, 120)
  const media = mediaOptionsFromArgs(values)

  const loaded = await loadDocument(file)
  if (!loaded.ok) {
    const more = loaded.total > 1 ? ` (and ${loaded.total - 1} more problems)` : ''
    return fail(`${formatFileProblem(loaded.problems[0]!)}${more}`)
  }
  const doc = loaded.document
  const aspectRatio = doc.kind === 'template' ? (doc.document.aspect_ratio ?? null) : null
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
