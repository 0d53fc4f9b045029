// Diagnostic (not a bench): what each layer of the bench's demo template costs the frame source
// (drawn and read as the export reads a frame, no encoder), by leaving one layer out at a time.
// Run: pnpm exec tsx test/bench/video-layers.ts [frames]   (default 150)
import { demoTemplate, openVideoBenchPage } from './video-bench-page.ts'
import type { ExportRun } from './video-page/main.tsx'

async function main() {
  const frames = Number(process.argv[2] ?? 150)
  const seconds = 60
  const bench = await openVideoBenchPage({ seconds, name: 'video-layers', ready: 'runFramesOnly' })
  const { page } = bench
  try {
    const doc = (await demoTemplate(bench.sandboxUrl, seconds, bench.voiceUrl)) as {
      scene: { tracks: { layers?: { key: string }[] }[] }
    }
    const without = (key: string | null) => ({
      ...doc,
      scene: {
        ...doc.scene,
        tracks: doc.scene.tracks.map((t) => ({
          ...t,
          layers: t.layers?.filter((l) => l.key !== key),
        })),
      },
    })
    const keys = doc.scene.tracks.flatMap((t) => t.layers?.map((l) => l.key) ?? [])
    const run = (d: unknown): ExportRun & { frames: number } => ({
      doc: d as ExportRun['doc'],
      width: 1280,
      height: 720,
      fps: 30,
      toMs: seconds * 1000,
      format: 'mp4',
      frames,
    })
    await page.evaluate((r) => window.runFramesOnly!(r), { ...run(without(null)), frames: 30 })
    for (let round = 0; round < 2; round++)
      for (const key of [null, ...keys]) {
        const { drawMsPerFrame } = await page.evaluate(
          (r) => window.runFramesOnly!(r),
          run(without(key)),
        )
        console.log(
          `${drawMsPerFrame.toFixed(2).padStart(6)} ms/frame  ${key ? `without ${key}` : 'all layers'}`,
        )
      }
  } finally {
    await bench.close()
  }
}
void main()
