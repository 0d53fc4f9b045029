import { STATUS_CODES } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { SandboxError, invalid } from './envelope.ts'
import { newRequestId } from './request-id.ts'

type ClientError = Error & { code?: string; reason?: string }

/** The envelope error for a request Node's HTTP parser refused before any route could see it. */
export function clientErrorFor(error: ClientError): SandboxError {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return new SandboxError(
        'headersTooLarge',
        "the request line and headers are larger than Node's limit of 16 KB (maxHeaderSize); send a shorter URL or fewer headers",
        { cause: 'headers_too_large' },
      )
    case 'HPE_INVALID_METHOD':
      return invalid('method', 'unknown HTTP method; use GET, POST, PUT, DELETE or OPTIONS', {
        reason: 'invalid_method',
      })
    case 'HPE_INVALID_HEADER_TOKEN':
      return invalid(
        'headers',
        'a header name or value holds a character HTTP does not allow (such as a control character)',
        { reason: 'invalid_header' },
      )
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new SandboxError('requestTimeout', 'the request was not received in time', {
        cause: 'request_timeout',
      })
  }
  const reason = error.reason ?? error.message
  return invalid('', `malformed HTTP request: ${reason}${error.code ? ` (${error.code})` : ''}`, {
    reason: 'malformed_http',
  })
}

/**
 * Fastify's `clientErrorHandler`: answers what Node's HTTP parser refused (a URL or headers over
 * 16 KB, control characters in a header, an unknown method) with the envelope, then closes the
 * connection, since the parser cannot read past the bad request.
 */
export function handleClientError(error: ClientError, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  // An answer already started on this socket (a request timing out after an early 401) is not
  // followed by a second one.
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent: boolean } | null })
    ._httpMessage
  if (socket.writable && !inFlight?.headersSent) {
    const rid = newRequestId()
    const sandboxError = clientErrorFor(error)
    const body = JSON.stringify(sandboxError.toEnvelope(rid))
    socket.write(
      `HTTP/1.1 ${sandboxError.status} ${STATUS_CODES[sandboxError.status] ?? ''}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Request-Id: ${rid}\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy(error)
}

/**
 * Node's `checkExpectation` event: an `Expect` header other than `100-continue`, which Node would
 * otherwise answer itself with an empty 417.
 */
export function handleUnmetExpectation(request: IncomingMessage, response: ServerResponse): void {
  const rid = newRequestId()
  const error = new SandboxError(
    'expectationFailed',
    `Expect: ${String(request.headers.expect)} is not supported; only 100-continue is`,
    { cause: 'expectation_failed' },
  )
  const body = JSON.stringify(error.toEnvelope(rid))
  response.writeHead(error.status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'X-Request-Id': rid,
    Connection: 'close',
  })
  response.end(body)
}
