import { PNG } from 'pngjs'

export interface DecodedPng {
  width: number
  height: number
  /** RGBA, 4 bytes per pixel, rows top to bottom. */
  rgba: Uint8Array
}

/** Decodes a PNG the CLI wrote (pngjs: any bit depth, colour type or interlace). */
export function decodePng(png: Uint8Array): DecodedPng {
  const { width, height, data } = PNG.sync.read(
    Buffer.from(png.buffer, png.byteOffset, png.byteLength),
  )
  return { width, height, rgba: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) }
}

export function pixelAt(png: DecodedPng, x: number, y: number): [number, number, number, number] {
  const i = (y * png.width + x) * 4
  return [png.rgba[i]!, png.rgba[i + 1]!, png.rgba[i + 2]!, png.rgba[i + 3]!]
}
