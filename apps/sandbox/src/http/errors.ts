import { SandboxError, invalid } from './envelope.ts'

type FrameworkError = Error & { code?: string; statusCode?: number; validation?: unknown }

/** Maps anything thrown while handling a request to an envelope error; never leaks a stack. */
export function toSandboxError(
  error: unknown,
  bodyLimit: number,
  contentType?: string,
): SandboxError {
  if (error instanceof SandboxError) return error
  const e = (error ?? {}) as FrameworkError
  switch (e.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new SandboxError(
        'tooLarge',
        `request body is larger than the limit of ${bodyLimit} bytes`,
        {
          cause: 'body_too_large',
          details: { limit_bytes: bodyLimit },
        },
      )
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return invalid(
        'Content-Type',
        `request bodies must be JSON: send Content-Type: application/json (got ${contentType ? JSON.stringify(contentType) : 'none'})`,
      )
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return invalid('body', 'request body is empty; send a JSON object')
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return invalid('Content-Length', 'request body length does not match Content-Length')
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return invalid('body', `malformed JSON: ${e.message}`)
  }
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    if (e.statusCode === 413)
      return new SandboxError('tooLarge', e.message, { cause: 'body_too_large' })
    return invalid('', e.message || 'invalid request')
  }
  return new SandboxError('server', 'internal sandbox error; the request may be retried', {
    cause: 'internal_error',
  })
}
