/** What FFmpeg adds to a LAME tag's encoder delay: the MP3 decoder's own delay (528 + 1). */
const DECODER_DELAY = 529

/**
 * Samples at the start of an MP3 that `decodeAudioData` (FFmpeg, which reads the LAME tag)
 * drops and a packet-by-packet decode keeps: the tag's encoder delay plus the decoder's delay,
 * or 0 when the first frame carries no Xing/Info frame with a LAME-style tag. `head` is the
 * start of the file (ID3v2 tag included); too short a head gives 0.
 */
export function mp3StartSkip(head: Uint8Array): number {
  let at = id3TagLength(head)
  // The first frame header (11 sync bits) within the next few bytes.
  while (at + 4 <= head.length && !(head[at] === 0xff && (head[at + 1]! & 0xe0) === 0xe0)) at++
  if (at + 4 > head.length) return 0
  const mpeg1 = (head[at + 1]! & 0x18) === 0x18
  const mono = (head[at + 3]! & 0xc0) === 0xc0
  const sideInfo = mpeg1 ? (mono ? 17 : 32) : mono ? 9 : 17
  const tag = at + 4 + sideInfo
  const word = ascii(head, tag, 4)
  if (word !== 'Xing' && word !== 'Info') return 0
  if (tag + 8 > head.length) return 0
  const flags = head[tag + 7]!
  const lame =
    tag +
    8 +
    (flags & 1 ? 4 : 0) +
    (flags & 2 ? 4 : 0) +
    (flags & 4 ? 100 : 0) +
    (flags & 8 ? 4 : 0)
  if (lame + 24 > head.length) return 0
  if (!['LAME', 'Lavf', 'Lavc', 'L3.9'].includes(ascii(head, lame, 4))) return 0
  // Encoder string (9), revision (1), lowpass (1), peak (4), gains (2 + 2), flags (1),
  // bitrate (1), then 12 bits of encoder delay and 12 of padding.
  const delay = (head[lame + 21]! << 4) | (head[lame + 22]! >> 4)
  return delay + DECODER_DELAY
}

/**
 * Bytes of the ID3v2 tag at the start of `head` (header, body and footer), where the first MP3
 * frame begins; 0 without one. The tag: "ID3", version, flags, then its size as four 7-bit bytes.
 */
export function id3TagLength(head: Uint8Array): number {
  if (head.length < 10 || head[0] !== 0x49 || head[1] !== 0x44 || head[2] !== 0x33) return 0
  const size = (head[6]! << 21) | (head[7]! << 14) | (head[8]! << 7) | head[9]!
  return 10 + size + (head[5]! & 0x10 ? 10 : 0)
}

function ascii(bytes: Uint8Array, at: number, count: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + count))
}

/** The first `count` bytes of `url` (a range request; a server that ignores it is cut off). */
export async function readHead(
  url: string,
  count: number,
  signal?: AbortSignal,
): Promise<Uint8Array> {
  const response = await fetch(url, {
    headers: { Range: `bytes=0-${count - 1}` },
    ...(signal ? { signal } : {}),
  })
  if (!response.ok || !response.body) return new Uint8Array(0)
  const reader = response.body.getReader()
  const parts: Uint8Array[] = []
  let have = 0
  while (have < count) {
    const { done, value } = await reader.read()
    if (done) break
    parts.push(value)
    have += value.length
  }
  void reader.cancel().catch(() => undefined)
  const out = new Uint8Array(Math.min(have, count))
  let at = 0
  for (const part of parts) {
    const piece = part.subarray(0, out.length - at)
    out.set(piece, at)
    at += piece.length
    if (at >= out.length) break
  }
  return out
}
