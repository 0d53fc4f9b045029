import { UpdateWaveformReqSchema } from '@podscene/core'
import type { Db } from '../db.ts'
import { invalid, notFound } from '../http/envelope.ts'
import { defineOperation } from '../http/operation.ts'
import { byteSize, chargeStorage } from '../store/storage-quota.ts'
import {
  checkSchema,
  integerField,
  objectBody,
  rejectServerFields,
  requiredField,
  serverGeneratedFields,
} from '../http/validate.ts'
import { resolveMediaRefs } from '../seed/media-refs.ts'

type WaveformRow = {
  id: number
  space: string
  start_ms: number
  end_ms: number
  node: string
  version: number
}

export function findWaveform(db: Db, space: string, id: number): WaveformRow | undefined {
  return db
    .prepare<[number, string], WaveformRow>('SELECT * FROM waveforms WHERE id = ? AND space = ?')
    .get(id, space)
}

/** The stored node exactly as last sent; seeded nodes get absolute media URLs. */
export function storedNode(row: WaveformRow, origin: string): unknown {
  const node = JSON.parse(row.node) as unknown
  return row.version === 0 ? resolveMediaRefs(node, origin) : node
}

export function configKey(row: Pick<WaveformRow, 'id' | 'space' | 'version'>): string {
  return `waveforms/${row.space}/${row.id}/v${row.version}.json`
}

/** PUT /waveforms (spec §4.1): replaces a waveform's node and echoes it in the result. */
export const updateWaveform = defineOperation({
  method: 'PUT',
  path: '/waveforms',
  scope: 'asset.write',
  write: true,
  parse({ body }) {
    const input = objectBody(body)
    rejectServerFields(
      input,
      serverGeneratedFields.filter((f) => f !== 'id').concat(['config_oss_key', 'waveform_info']),
    )
    const id = integerField(input, 'id', { required: true, min: 1 })!
    const node = requiredField(input, 'waveformNode')
    if (typeof node !== 'object' || Array.isArray(node))
      throw invalid('waveformNode', 'expected an object')
    checkSchema(UpdateWaveformReqSchema, input, '')
    return { id, node }
  },
  run({ sandbox, space, now }, { id, node }) {
    const row = findWaveform(sandbox.db, space, id)
    if (!row) throw notFound('waveform', id)
    const version = row.version + 1
    const text = JSON.stringify(node)
    const delta = byteSize(text) - byteSize(row.node)
    chargeStorage(sandbox.db, space, delta, sandbox.options.spaceQuotaBytes)
    sandbox.db
      .prepare('UPDATE waveforms SET node = ?, version = ?, updated_at = ? WHERE id = ?')
      .run(text, version, now, id)
    return {
      config_oss_key: configKey({ ...row, version }),
      id,
      waveform_info: { start: row.start_ms, end: row.end_ms, waveformNode: node },
    }
  },
})
