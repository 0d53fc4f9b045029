import { encodePng, type Rgb } from './png.ts'
import { encodeWav, speechLikeSamples } from './wav.ts'

/** Scene audio lengths of the demo project, in ms; the render is their sum. */
export const sceneAudioMs = [6000, 7200, 5400] as const
const sampleRate = 16000

export type MediaFile = { body: Buffer; contentType: string }

function hsl(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l)
  const f = (n: number) => {
    const k = (n + h / 30) % 12
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))))
  }
  return [f(0), f(8), f(4)]
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [0, 1, 2].map((i) => Math.round(a[i]! + (b[i]! - a[i]!) * t)) as Rgb
}

function gradient(width: number, height: number, hue: number): Buffer {
  const top = hsl(hue, 0.55, 0.32)
  const bottom = hsl((hue + 40) % 360, 0.6, 0.12)
  const glow = hsl((hue + 180) % 360, 0.7, 0.6)
  return encodePng(width, height, (x, y) => {
    const base = mix(top, bottom, y / height)
    const d = Math.hypot(x - width * 0.7, y - height * 0.3) / Math.max(width, height)
    return mix(base, glow, Math.max(0, 0.35 - d) * 1.2)
  })
}

/** A head-and-shoulders silhouette on a coloured disc, standing in for a presenter. */
function portrait(size: number, hue: number): Buffer {
  const bg = hsl(hue, 0.5, 0.75)
  const skin = hsl(25, 0.45, 0.62)
  const cloth = hsl((hue + 200) % 360, 0.45, 0.35)
  return encodePng(size, size, (x, y) => {
    const cx = size / 2
    const head = Math.hypot(x - cx, y - size * 0.4) < size * 0.18
    const shoulders = y > size * 0.62 && Math.hypot((x - cx) / 1.6, y - size) < size * 0.38
    if (head) return skin
    if (shoulders) return cloth
    return bg
  })
}

function cover(index: number): Buffer {
  const hue = (index * 47) % 360
  const ring = hsl((hue + 150) % 360, 0.8, 0.7)
  const width = 270
  const height = 480
  return encodePng(width, height, (x, y) => {
    const top = hsl(hue, 0.55, 0.35)
    const bottom = hsl((hue + 60) % 360, 0.6, 0.15)
    const d = Math.hypot(x - width / 2, y - height * 0.42)
    if (Math.abs(d - 70 - (index % 4) * 8) < 6) return ring
    return mix(top, bottom, y / height)
  })
}

type Generator = { pattern: RegExp; contentType: string; make(match: RegExpMatchArray): Buffer }

const generators: Generator[] = [
  {
    pattern: /^images\/background-portrait\.png$/,
    contentType: 'image/png',
    make: () => gradient(540, 960, 220),
  },
  {
    pattern: /^images\/background-landscape\.png$/,
    contentType: 'image/png',
    make: () => gradient(960, 540, 280),
  },
  {
    pattern: /^images\/host-(left|right)\.png$/,
    contentType: 'image/png',
    make: (m) => portrait(360, m[1] === 'left' ? 30 : 190),
  },
  {
    pattern: /^images\/cover-(\d{1,4})\.png$/,
    contentType: 'image/png',
    make: (m) => cover(Number(m[1])),
  },
  {
    pattern: /^images\/avatar-(\d{1,4})\.png$/,
    contentType: 'image/png',
    make: (m) => portrait(256, (Number(m[1]) * 71) % 360),
  },
  {
    pattern: /^audio\/scene-([0-2])\.wav$/,
    contentType: 'audio/wav',
    make: (m) =>
      encodeWav(
        speechLikeSamples(sceneAudioMs[Number(m[1])]!, sampleRate, Number(m[1]) + 1),
        sampleRate,
      ),
  },
  {
    pattern: /^audio\/render\.wav$/,
    contentType: 'audio/wav',
    make: () =>
      encodeWav(
        speechLikeSamples(
          sceneAudioMs.reduce((a, b) => a + b, 0),
          sampleRate,
          9,
        ),
        sampleRate,
      ),
  },
  {
    pattern: /^audio\/voice-(\d{1,9})\.wav$/,
    contentType: 'audio/wav',
    make: (m) => encodeWav(speechLikeSamples(3000, sampleRate, Number(m[1])), sampleRate),
  },
]

/** Images and sounds the sandbox generates itself (no downloads), made on first use and cached. */
export class MediaLibrary {
  private readonly cache = new Map<string, MediaFile>()

  get(name: string): MediaFile | null {
    const cached = this.cache.get(name)
    if (cached) return cached
    for (const generator of generators) {
      const match = name.match(generator.pattern)
      if (!match) continue
      const file = { body: generator.make(match), contentType: generator.contentType }
      if (this.cache.size > 300) this.cache.clear()
      this.cache.set(name, file)
      return file
    }
    return null
  }
}

export function mediaUrl(origin: string, name: string): string {
  return `${origin}/media/${name}`
}
