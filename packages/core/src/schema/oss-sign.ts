import { z } from 'zod/mini'

/** Where an upload is meant to be used (OssSignReq `use_to`, Open Podcast API v1 §2.8). */
export const OSS_USE_TO = ['media', 'dp', 'audio'] as const

/** OssSignReq (Open Podcast API v1 §2.8): filename is required; `source` 1 means packs_look. */
export const OssSignReqSchema = z.looseObject({
  filename: z.string(),
  file_size: z.nullish(z.number().check(z.int())),
  filetype: z.nullish(z.string()),
  source: z.nullish(z.number().check(z.int())),
  use_to: z.nullish(z.enum(OSS_USE_TO)),
})
export type OssSignReq = z.infer<typeof OssSignReqSchema>

/**
 * The answer to a sign request. The spec names the request only; these fields are Podscene's
 * (implemented by the sandbox, read by @podscene/api), after S3-style presigned PUTs:
 * `upload_url` takes the bytes with `method` (PUT) and `headers` (the signed Content-Type) until
 * `expires_at` (ms since epoch); `url` is the public URL to store; `key` names the object.
 */
export const OssSignResultSchema = z.looseObject({
  upload_url: z.string(),
  url: z.string(),
  method: z.nullish(z.string()),
  headers: z.nullish(z.record(z.string(), z.string())),
  key: z.nullish(z.string()),
  expires_at: z.nullish(z.number()),
  max_size: z.nullish(z.number()),
})
export type OssSignResult = z.infer<typeof OssSignResultSchema>
