// Lossless round trips: client → real sandbox on 127.0.0.1 → client. The client must hand back
// the server's JSON exactly as sent (validated, not rebuilt by zod): unknown fields, nulls and
// key order included. Comparisons use JSON text, which, unlike deep equality, sees key order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FetchLike, PodsceneClient } from '../../packages/api/src/index.ts'
import { startHarness, type Harness } from './api-sandbox-harness.ts'

let harness: Harness
let client: PodsceneClient
/** The `data` of each response body, parsed from the text the sandbox sent. */
const received: unknown[] = []

const recordingFetch: FetchLike = async (input, init) => {
  const response = await fetch(input, init)
  const text = await response.clone().text()
  received.push((JSON.parse(text) as { data?: unknown }).data)
  return response
}

beforeAll(async () => {
  harness = await startHarness()
  client = harness.client({ fetch: recordingFetch })
})
afterAll(() => harness?.close())

/** What the sandbox sent as `data` in the last response. */
function lastReceived(): unknown {
  expect(received.length).toBeGreaterThan(0)
  return received[received.length - 1]
}

describe('the client returns what the sandbox sent', () => {
  it('updateWaveform: the echoed node keeps unknown fields, nulls and key order', async () => {
    const { waveforms } = await harness.seed()
    const id = waveforms[0]!
    // Unknown fields first and known ones in reverse schema order (`{extra, b, a}`), so a copy
    // rebuilt from the schema would come back in another order.
    const waveformNode = {
      vendor: { z: 1, a: [null, { y: null, b: false }] },
      nothing: null,
      prop: {
        waveformConfig: { color: null, barWidth: 4 },
        custom: 'kept',
        audioPath: 'https://cdn.example/a.wav',
      },
      w: 640,
      h: 120,
    }
    const result = await client.updateWaveform({ id, waveformNode })
    expect(JSON.stringify(result.waveform_info?.waveformNode)).toBe(JSON.stringify(waveformNode))
    expect(JSON.stringify(result)).toBe(JSON.stringify(lastReceived()))
  })

  it('getProject: a seeded project with its scenes, byte for byte', async () => {
    const { projects } = await harness.seed()
    const completed = projects.find((p) => p.state === 'completed')!
    const project = await client.getProject(completed.id)
    expect(project.scenes?.length).toBeGreaterThan(0)
    expect(JSON.stringify(project)).toBe(JSON.stringify(lastReceived()))
  })

  it('listCovers, getCapabilities, getWebhookEvents: as sent', async () => {
    const page = await client.listCovers({ pageSize: 5 })
    expect(JSON.stringify(page)).toBe(JSON.stringify(lastReceived()))
    const capabilities = await client.getCapabilities()
    expect(JSON.stringify(capabilities)).toBe(JSON.stringify(lastReceived()))
    const events = await client.getWebhookEvents()
    expect(JSON.stringify(events)).toBe(JSON.stringify(lastReceived()))
  })

  it('createImageTemplate: the sandbox stores the scene as sent and the client reads the result as sent', async () => {
    const scene = {
      unknown_scene_field: { b: null, a: 1 },
      tracks: [
        {
          layers: [{ vendor: [1, null], y: 2, x: 1, alpha: null, type: 'text', key: 't' }],
          type: 'text',
          key: 'text',
          index: 0,
        },
      ],
    }
    const created = await client.createImageTemplate({ scene, aspect_ratio: 1 })
    expect(JSON.stringify(created)).toBe(JSON.stringify(lastReceived()))
    const stored = await harness.raw<{ scene: unknown }>(
      'GET',
      `/_sandbox/image_templates/${created.id}`,
    )
    expect(JSON.stringify(stored.data.scene)).toBe(JSON.stringify(scene))
  })
})
