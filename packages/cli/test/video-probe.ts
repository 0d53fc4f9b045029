import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

const run = promisify(execFile)

export interface ProbedStream {
  codec_name: string
  codec_type: 'video' | 'audio'
  width?: number
  height?: number
  nb_read_frames?: string
  r_frame_rate?: string
}

/** ffprobe of a video file: its streams (frames counted by decoding) and container duration. */
export async function probeVideo(
  file: string,
): Promise<{ video: ProbedStream; audio: ProbedStream | null; durationS: number; format: string }> {
  const { stdout } = await run('ffprobe', [
    ...['-v', 'error', '-count_frames', '-print_format', 'json'],
    ...['-show_streams', '-show_format', file],
  ])
  const info = JSON.parse(stdout) as {
    streams: ProbedStream[]
    format: { duration: string; format_name: string }
  }
  const video = info.streams.find((s) => s.codec_type === 'video')
  if (!video) throw new Error(`${file} has no video stream`)
  return {
    video,
    audio: info.streams.find((s) => s.codec_type === 'audio') ?? null,
    durationS: Number(info.format.duration),
    format: info.format.format_name,
  }
}

/** Frame number `index` of the video, decoded by ffmpeg to RGBA. */
export async function videoFrame(
  file: string,
  index: number,
  width: number,
  height: number,
): Promise<{ width: number; height: number; data: Uint8Array }> {
  const { stdout } = await run(
    'ffmpeg',
    [
      ...['-v', 'error', '-i', file, '-vf', `select=eq(n\\,${index})`, '-vsync', '0'],
      ...['-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgba', 'pipe:1'],
    ],
    { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
  )
  if (stdout.length !== width * height * 4) {
    throw new Error(`frame ${index} of ${file}: ${stdout.length} bytes, not ${width}×${height}`)
  }
  return { width, height, data: new Uint8Array(stdout) }
}

/** Mean absolute difference per RGB channel (0–255) of two RGBA images of one size. */
export function meanDifference(a: { data: Uint8Array }, b: { data: Uint8Array }): number {
  let sum = 0
  let count = 0
  for (let i = 0; i < a.data.length; i += 4) {
    for (let c = 0; c < 3; c++) sum += Math.abs(a.data[i + c]! - b.data[i + c]!)
    count += 3
  }
  return sum / count
}

/** The RGB of pixel (x, y). */
export function rgbAt(image: { width: number; data: Uint8Array }, x: number, y: number): number[] {
  const i = (y * image.width + x) * 4
  return [image.data[i]!, image.data[i + 1]!, image.data[i + 2]!]
}
