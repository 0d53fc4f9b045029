import { connect, type Socket } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Envelope } from './helpers.ts'

/** One raw connection to the sandbox: what it received, and when the server closed it. */
export type RawConnection = {
  socket: Socket
  /** Everything received so far (latin1). */
  received(): string
  /** Resolves when the server ends or resets the connection, or rejects after `withinMs`. */
  closed(withinMs: number): Promise<void>
  /** Writes `text` unless the connection is gone; false when it is. */
  send(text: string | Buffer): Promise<boolean>
}

export function openRaw(port: number): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let text = ''
    let isClosed = false
    const closeWaiters: Array<() => void> = []
    socket.on('data', (chunk) => (text += chunk.toString('latin1')))
    socket.on('error', () => {})
    const onGone = () => {
      isClosed = true
      for (const wake of closeWaiters.splice(0)) wake()
    }
    socket.on('end', onGone)
    socket.on('close', onGone)
    socket.once('connect', () =>
      resolve({
        socket,
        received: () => text,
        closed: (withinMs) =>
          new Promise<void>((done, fail) => {
            if (isClosed) return done()
            const timer = setTimeout(
              () =>
                fail(new Error(`the server did not close the connection within ${withinMs} ms`)),
              withinMs,
            )
            closeWaiters.push(() => {
              clearTimeout(timer)
              done()
            })
          }),
        send: (data) =>
          new Promise<boolean>((done) => {
            if (isClosed || socket.destroyed || !socket.writable) return done(false)
            socket.write(data, (error) => done(!error))
          }),
      }),
    )
    socket.once('error', reject)
  })
}

/** The status and envelope of the first answer in `text` (throws when there is none). */
export function firstAnswer(text: string): { status: number; head: string; body: Envelope } {
  const [head = '', rest = ''] = text.split('\r\n\r\n')
  const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? rest.length)
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1])
  if (!status) throw new Error(`no HTTP answer in ${JSON.stringify(text.slice(0, 200))}`)
  return { status, head: head.toLowerCase(), body: JSON.parse(rest.slice(0, length)) as Envelope }
}

/** Polls `check` every 20 ms up to `withinMs`; rejects naming `what` if it never holds. */
export async function waitFor(what: string, check: () => boolean, withinMs: number) {
  const deadline = Date.now() + withinMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what}: not seen within ${withinMs} ms`)
    await sleep(20)
  }
}
