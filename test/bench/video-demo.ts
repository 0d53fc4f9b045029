// The composition of `pnpm bench video`: the two-speaker demo template (scene 1 of the sandbox's
// demo project: picture with a moving camera, two speakers, title, karaoke subtitle, waveform,
// voice) stretched to `seconds`, with a speech-like voice of that length. The sandbox serves the
// pictures; a static server the voice.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startSandbox } from '@podscene/sandbox'
import { serveStaticFiles } from './browser-bench-kit.ts'

export interface DemoMedia {
  /** Origins the media comes from (the render's media policy must allow them: loopback). */
  origins: string[]
  /** The demo template `seconds` long. */
  template(seconds: number): Promise<unknown>
  close(): Promise<void>
}

/** Speech-like mono 16-bit WAV: syllables of a few partials under an envelope, with pauses. */
function speechWav(seconds: number, rate = 24_000): Buffer {
  const n = Math.round(seconds * rate)
  const out = Buffer.alloc(44 + n * 2)
  out.write('RIFF', 0)
  out.writeUInt32LE(36 + n * 2, 4)
  out.write('WAVEfmt ', 8)
  out.writeUInt32LE(16, 16)
  out.writeUInt16LE(1, 20)
  out.writeUInt16LE(1, 22)
  out.writeUInt32LE(rate, 24)
  out.writeUInt32LE(rate * 2, 28)
  out.writeUInt16LE(2, 32)
  out.writeUInt16LE(16, 34)
  out.write('data', 36)
  out.writeUInt32LE(n * 2, 40)
  for (let i = 0; i < n; i++) {
    const t = i / rate
    const talking = Math.floor(t / 2.5) % 4 !== 3
    const env = talking ? Math.sin(Math.PI * ((t * 4) % 1)) ** 2 : 0
    const f0 = 140 + 30 * Math.sin(t * 0.7)
    const v =
      env *
      (0.5 * Math.sin(2 * Math.PI * f0 * t) +
        0.25 * Math.sin(4 * Math.PI * f0 * t) +
        0.12 * Math.sin(6 * Math.PI * f0 * t))
    out.writeInt16LE(Math.round(Math.max(-1, Math.min(1, v * 0.8)) * 32767), 44 + i * 2)
  }
  return out
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
