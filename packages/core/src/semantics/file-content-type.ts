/**
 * The content type a media or font file name implies by its extension: for uploads whose
 * browser gave none (fonts often come as `application/octet-stream` or ""), read by the API
 * client when it signs an upload and by the sandbox when it checks one.
 */
const TYPE_BY_EXTENSION: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  ogv: 'video/ogg',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  flac: 'audio/flac',
  opus: 'audio/opus',
  ttf: 'font/ttf',
  otf: 'font/otf',
  woff: 'font/woff',
  woff2: 'font/woff2',
}

/** The content type `filename`'s extension implies (case-insensitive), or undefined. */
export function contentTypeOfFileName(filename: string): string | undefined {
  const dot = filename.lastIndexOf('.')
  if (dot < 0) return undefined
  const extension = filename.slice(dot + 1).toLowerCase()
  return Object.hasOwn(TYPE_BY_EXTENSION, extension) ? TYPE_BY_EXTENSION[extension] : undefined
}
