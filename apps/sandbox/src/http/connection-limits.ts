import { STATUS_CODES, type Server, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { SandboxError } from './envelope.ts'
import { newRequestId } from './request-id.ts'

/** How long a connection may take and how many may be open at once (all configurable). */
export type ConnectionLimits = {
  /** The request line and headers must arrive within this (Node's `headersTimeout`). */
  headersTimeoutMs: number
  /** The whole request, body included, must arrive within this (Node's `requestTimeout`) → 408. */
  requestTimeoutMs: number
  /** A connection with no traffic for this long is closed (a half-sent request gets 408). */
  idleTimeoutMs: number
  /** An idle keep-alive connection between requests is closed after this. */
  keepAliveTimeoutMs: number
  /** Open connections at once; one more is answered 503 and closed. 0 = no limit. */
  maxConnections: number
  /** After an answer sent before the body was read, the rest is read and dropped for at most this long, then the connection closes. */
  lingerMs: number
}

export const defaultConnectionLimits: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  idleTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 512,
  lingerMs: 2_000,
}

/**
 * Fastify's server options for these limits. Node checks the header and request deadlines on an
 * interval (30 s by default), so the interval follows the shortest deadline.
 */
export function serverOptions(limits: ConnectionLimits) {
  const requestTimeout = limits.requestTimeoutMs
  const headersTimeout =
    requestTimeout > 0 ? Math.min(limits.headersTimeoutMs, requestTimeout) : limits.headersTimeoutMs
  const shortest = Math.min(...[headersTimeout, requestTimeout].filter((ms) => ms > 0), 4_000)
  return {
    requestTimeout,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    http: {
      headersTimeout,
      requestTimeout,
      connectionsCheckingInterval: Math.max(25, Math.floor(shortest / 4)),
    },
  }
}

/** A raw HTTP/1.1 answer with the envelope, for a socket no request object owns. */
function rawAnswer(error: SandboxError): string {
  const body = JSON.stringify(error.toEnvelope(newRequestId()))
  return (
    `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status] ?? ''}\r\n` +
    `Content-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    (error.headers['Retry-After'] ? `Retry-After: ${error.headers['Retry-After']}\r\n` : '') +
    `Connection: close\r\n\r\n${body}`
  )
}

export function tooManyConnections(limit: number): SandboxError {
  return new SandboxError(
    'unavailable',
    `the sandbox already has ${limit} open connections (maxConnections); retry after 1 s`,
    {
      cause: 'too_many_connections',
      details: { max_connections: limit },
      headers: { 'Retry-After': '1' },
    },
  )
}

export function idleTimeout(limitMs: number): SandboxError {
  return new SandboxError(
    'requestTimeout',
    `no data received for ${limitMs} ms while the request was incomplete; the connection is closed`,
    { cause: 'idle_timeout', details: { idle_timeout_ms: limitMs } },
  )
}

/**
 * Ends the writing side now and destroys the socket once the client has finished sending, or
 * after `lingerMs`: the client reads the answer instead of a reset, and no body is read for
 * longer than that.
 */
export function lingerClose(socket: Socket, lingerMs: number): void {
  if (socket.destroyed) return
  if (!socket.writableEnded) socket.end()
  const timer = setTimeout(() => socket.destroy(), lingerMs)
  timer.unref()
  socket.once('close', () => clearTimeout(timer))
  socket.once('end', () => socket.destroy())
}

type ResponseOnSocket = ServerResponse & { req?: { complete: boolean } }

/**
 * Bounds the connections of `server`: at most `maxConnections` open (the next one is answered
 * 503 with the envelope and closed), and a socket idle for `idleTimeoutMs` closed — with a 408
 * envelope when a request on it is still arriving, without one when it was idle between
 * requests. A request whose body has arrived and is being worked on is left alone.
 */
export function applyConnectionLimits(server: Server, limits: ConnectionLimits): void {
  server.headersTimeout = serverOptions(limits).http.headersTimeout
  let open = 0
  // Refused connections still being answered; past as many again they are closed unanswered, so
  // a flood never holds more than twice `maxConnections` sockets.
  let refusing = 0
  const listeners = server.listeners('connection') as Array<(socket: Socket) => void>
  server.removeAllListeners('connection')
  server.on('connection', (socket: Socket) => {
    if (limits.maxConnections > 0 && open >= limits.maxConnections) {
      socket.on('error', () => {})
      if (refusing >= limits.maxConnections) {
        socket.destroy()
        return
      }
      refusing += 1
      socket.once('close', () => (refusing -= 1))
      socket.write(rawAnswer(tooManyConnections(limits.maxConnections)))
      socket.resume()
      lingerClose(socket, Math.min(limits.lingerMs, 1_000))
      return
    }
    open += 1
    socket.once('close', () => (open -= 1))
    for (const listener of listeners) listener.call(server, socket)
  })

  server.on('timeout', (socket: Socket) => {
    const response = (socket as Socket & { _httpMessage?: ResponseOnSocket | null })._httpMessage
    if (response && response.req?.complete) return // the server is working on a whole request
    if (response && !response.headersSent && socket.writable) {
      socket.write(rawAnswer(idleTimeout(limits.idleTimeoutMs)))
    }
    socket.destroy()
  })
}
