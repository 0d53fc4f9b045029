// The composition of `pnpm bench video`: the two-speaker demo template (scene 1 of the sandbox's
// demo project: picture with a moving camera, two speakers, title, karaoke subtitle, waveform,
// voice) stretched to `seconds`, with a speech-like voice of that length. The sandbox serves the
// pictures; a static server the voice.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startSandbox } from '@podscene/sandbox'
import { serveStaticFiles } from './browser-bench-kit.ts'
import { speechWav } from './video-bench-page.ts'

export interface DemoMedia {
  /** Origins the media comes from (the render's media policy must allow them: loopback). */
  origins: string[]
  /** The demo template `seconds` long. */
  template(seconds: number): Promise<unknown>
  close(): Promise<void>
}

export async function startDemoMedia(maxSeconds: number): Promise<DemoMedia> {
  const work = await mkdtemp(join(tmpdir(), 'podscene-video-demo-'))
  const sandbox = await startSandbox({
    port: 0,
    dbPath: join(work, 'sandbox.db'),
    rateLimitPerMinute: 0,
  })
  await writeFile(join(work, 'voice.wav'), speechWav(maxSeconds))
  const media = await serveStaticFiles(work, ['voice.wav'])
  const get = async (path: string) => {
    const r = await fetch(`${sandbox.url}${path}`, { headers: { 'X-Api-Key': 'sandbox-key' } })
    return ((await r.json()) as { data: unknown }).data
  }
  return {
    origins: [sandbox.url, media.origin],
    async template(seconds) {
      const seed = (await get('/_sandbox/seed')) as { projects: { id: string; state: string }[] }
      const demo = seed.projects.find((p) => p.state === 'completed')!
      const project = (await get(
        `/open/podcast/v1/project?project_id=${encodeURIComponent(demo.id)}`,
      )) as { aspect_ratio?: number; scenes: { tracks: unknown[] }[] }
      const scene0Ms = 6000
      const text = JSON.stringify({
        aspect_ratio: project.aspect_ratio ?? 1,
        scene: { tracks: project.scenes[0]!.tracks },
      })
        .replaceAll(`${sandbox.url}/media/audio/scene-0.wav`, `${media.origin}/voice.wav`)
        .replaceAll(`"end":${scene0Ms}`, `"end":${seconds * 1000}`)
      return JSON.parse(text)
    },
    async close() {
      await media.close()
      await sandbox.close()
      await rm(work, { recursive: true, force: true })
    },
  }
}
