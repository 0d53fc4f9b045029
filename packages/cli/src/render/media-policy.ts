import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import ipaddr from 'ipaddr.js'
import { isAllowedMediaUrl } from '@podscene/core'

/**
 * Which media `podscene render` may fetch (docs/architecture.md §4 "Render media"): http(s) URLs that docs/architecture.md §2
 * allows, on public addresses only — loopback, link-local, private, CGNAT, unspecified, multicast,
 * reserved and IPv4-mapped/compatible forms are refused after DNS resolution, on every redirect
 * hop — unless the URL's exact origin (scheme, host, port) is allowed by `--allow-media-origin`
 * or `PODSCENE_ALLOW_MEDIA_ORIGINS`. The socket connects to the address that was checked, so a
 * second DNS answer cannot swap it (DNS rebinding). Used by the render server's media proxy and
 * by any other CLI code that fetches template media (`fetchAllowedMedia`).
 */
export interface MediaPolicyOptions {
  /** Origins (`http://127.0.0.1:8080`) whose media may be on any address; compared exactly. */
  allowedOrigins?: readonly string[]
  /** Resolves a host name to every address (tests); default `dns.lookup` with `all: true`. */
  resolve?: (hostname: string) => Promise<LookupAddress[]>
}

/** The environment variable that allows media origins (comma-separated), as the flag does. */
export const ALLOW_MEDIA_ORIGINS_ENV = 'PODSCENE_ALLOW_MEDIA_ORIGINS'

/** Redirects followed per media request, each hop checked again. */
export const MAX_MEDIA_REDIRECTS = 5

/** A media URL the policy refuses; `reason` says why in words a user can act on. */
export class MediaRefusedError extends Error {
  override name = 'MediaRefusedError'
  constructor(
    readonly url: string,
    readonly reason: string,
  ) {
    super(`${url}: refused: ${reason}`)
  }
}

/** A media URL that could not be fetched (DNS, connection, too many redirects). */
export class MediaFetchError extends Error {
  override name = 'MediaFetchError'
  constructor(
    readonly url: string,
    readonly reason: string,
  ) {
    super(`${url}: ${reason}`)
  }
}

/**
 * `http://host[:port]` as URL.origin spells it; throws a one-line Error naming `source` when
 * `text` is not exactly an http(s) origin (no path, query, fragment or user info).
 */
export function parseAllowedOrigin(text: string, source: string): string {
  const fail = () =>
    new Error(
      `${source}: '${text}' is not an origin like http://127.0.0.1:8080 (scheme, host and port only)`,
    )
  let url: URL
  try {
    url = new URL(text.trim())
  } catch {
    throw fail()
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw fail()
  if (url.username || url.password || url.search || url.hash) throw fail()
  if (url.pathname !== '/' || /^[a-z]+:\/\/[^/]*\/./i.test(text.trim())) throw fail()
  return url.origin
}

/**
 * The allowed origins from `--allow-media-origin` values and the environment variable (comma-
 * separated); throws a one-line Error naming the flag or the variable for a bad entry.
 */
export function allowedMediaOrigins(
  flags: readonly string[],
  env: string | undefined = process.env[ALLOW_MEDIA_ORIGINS_ENV],
): string[] {
  const origins = flags.map((flag) => parseAllowedOrigin(flag, '--allow-media-origin'))
  for (const entry of (env ?? '').split(',')) {
    if (entry.trim() !== '') origins.push(parseAllowedOrigin(entry, ALLOW_MEDIA_ORIGINS_ENV))
  }
  return [...new Set(origins)]
}

/**
 * Why `address` (an IP literal) may not be fetched from, or null for a public unicast address.
 * IPv4-mapped (`::ffff:127.0.0.1`) and -compatible (`::127.0.0.1`) forms are judged as IPv4.
 */
export function addressRefusal(address: string): string | null {
  const bare = address.replace(/^\[|\]$/g, '')
  let ip: ipaddr.IPv4 | ipaddr.IPv6
  try {
    ip = ipaddr.parse(bare)
  } catch {
    return `${address} is not an IP address`
  }
  if (ip.kind() === 'ipv6') {
    const v6 = ip as ipaddr.IPv6
    if (v6.isIPv4MappedAddress()) return refusalOf(address, v6.toIPv4Address())
    const [a, b, c, d, e, f] = v6.parts
    if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0 && v6.range() === 'unicast')
      return `${address} is an IPv4-compatible address`
  }
  return refusalOf(address, ip)
}

const RANGE_WORDS: Record<string, string> = {
  loopback: 'a loopback address',
  private: 'a private address',
  uniqueLocal: 'a private (unique local) address',
  linkLocal: 'a link-local address',
  carrierGradeNat: 'a shared (carrier-grade NAT) address',
  unspecified: 'the unspecified address',
  broadcast: 'the broadcast address',
  multicast: 'a multicast address',
}

function refusalOf(shown: string, ip: ipaddr.IPv4 | ipaddr.IPv6): string | null {
  const range = ip.range()
  if (range === 'unicast') return null
  return `${shown} is ${RANGE_WORDS[range] ?? `a reserved address (${range})`}`
}

/** Whether `url` is an http(s) URL docs/architecture.md §2 allows (the proxy fetches nothing else). */
export function isFetchableMediaUrl(url: string): boolean {
  return /^https?:/i.test(url) && isAllowedMediaUrl(url)
}

/**
 * Why a response's content type is not media, or null when it is: image/*, audio/*, video/*,
 * font/* and the font types older servers send (application/font-woff, application/x-font-ttf,
 * application/vnd.ms-fontobject, …) and application/ogg. A missing type and
 * application/octet-stream are refused: nothing says the bytes are media.
 */
export function mediaTypeRefusal(contentType: string | undefined): string | null {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase()
  if (MEDIA_TYPE.test(type)) return null
  return type === ''
    ? 'not media: the response has no content type'
    : `not media: ${type} (only image/, audio/, video/ and font/ types are passed on)`
}

const MEDIA_TYPE =
  /^(image|video|audio|font)\/[\w.+-]+$|^application\/(ogg|font-[\w.+-]+|x-font-[\w.+-]+|vnd\.ms-fontobject)$/

export interface FetchAllowedMediaOptions {
  policy: MediaPolicyOptions
  method?: 'GET' | 'HEAD'
  /** Request headers (e.g. `range`); no cookies or credentials are ever added. */
  headers?: OutgoingHttpHeaders
  signal?: AbortSignal
  maxRedirects?: number
}

/** A response whose every hop passed the policy; `url` is the last hop's. Not yet type-checked. */
export interface AllowedMediaResponse {
  url: string
  status: number
  headers: IncomingMessage['headers']
  body: IncomingMessage
}

/**
 * GETs (or HEADs) `url` under the policy, following up to `maxRedirects` redirects by hand and
 * checking each hop. Throws MediaRefusedError (policy) or MediaFetchError (network); the caller
 * checks the status and `mediaTypeRefusal` and must consume or destroy `body`.
 */
export async function fetchAllowedMedia(
  url: string,
  options: FetchAllowedMediaOptions,
): Promise<AllowedMediaResponse> {
  const allowed = new Set(options.policy.allowedOrigins ?? [])
  const maxRedirects = options.maxRedirects ?? MAX_MEDIA_REDIRECTS
  let current = url
  for (let hop = 0; ; hop++) {
    if (!isFetchableMediaUrl(current)) {
      throw new MediaRefusedError(current, 'not an http: or https: media URL')
    }
    const target = new URL(current)
    const response = await requestOnce(target, options, allowed.has(target.origin))
    const location = response.headers.location
    if (response.statusCode! >= 300 && response.statusCode! < 400 && location) {
      response.destroy()
      if (hop >= maxRedirects) {
        throw new MediaFetchError(url, `more than ${maxRedirects} redirects`)
      }
      current = new URL(location, target).href
      continue
    }
    return { url: current, status: response.statusCode!, headers: response.headers, body: response }
  }
}

function requestOnce(
  target: URL,
  options: FetchAllowedMediaOptions,
  originAllowed: boolean,
): Promise<IncomingMessage> {
  const hostname = target.hostname.replace(/^\[|\]$/g, '')
  // Exactly the hosts the socket connects to without a lookup: those are checked here.
  if (!originAllowed && isIP(hostname) !== 0) {
    const refusal = addressRefusal(hostname)
    if (refusal)
      return Promise.reject(new MediaRefusedError(target.href, withHint(refusal, target)))
  }
  const lookup = originAllowed ? undefined : checkedLookup(target, options.policy)
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise((resolve, reject) => {
    const request = send(target, {
      method: options.method ?? 'GET',
      headers: { ...options.headers, 'accept-encoding': 'identity' },
      agent: false,
      lookup,
      signal: options.signal,
    })
    request.on('response', resolve)
    request.on('error', (error: Error & { code?: string }) => {
      if (error instanceof MediaRefusedError || error instanceof MediaFetchError) reject(error)
      else if (error.name === 'AbortError') reject(error)
      else reject(new MediaFetchError(target.href, error.code ?? error.message))
    })
    request.end()
  })
}

/**
 * A `lookup` for the socket: resolves every address of the host, refuses the connection when
 * any is not public, and hands the socket exactly the addresses it checked.
 */
function checkedLookup(target: URL, policy: MediaPolicyOptions): LookupFunction {
  const resolve = policy.resolve ?? resolveAll
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        if (addresses.length === 0) {
          callback(new MediaFetchError(target.href, `${hostname} has no address`), '', 4)
          return
        }
        for (const { address } of addresses) {
          const refusal = addressRefusal(address)
          if (refusal) {
            const why = withHint(
              `${hostname} resolves to ${refusal.replace(/^\S+ is /, '')} (${address})`,
              target,
            )
            callback(new MediaRefusedError(target.href, why) as NodeJS.ErrnoException, '', 4)
            return
          }
        }
        const usable = options.family
          ? addresses.filter((a) => a.family === options.family)
          : addresses
        if (usable.length === 0) {
          const error = new MediaFetchError(
            target.href,
            `${hostname} has no IPv${options.family} address`,
          )
          callback(error as NodeJS.ErrnoException, '', 4)
        } else if (options.all) callback(null, usable)
        else callback(null, usable[0]!.address, usable[0]!.family)
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 4),
    )
  }
}

function resolveAll(hostname: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  )
}

function withHint(reason: string, target: URL): string {
  return `${reason}; allow it with --allow-media-origin ${target.origin} or ${ALLOW_MEDIA_ORIGINS_ENV}`
}
