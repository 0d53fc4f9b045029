import { randomBytes } from 'node:crypto'
import { SandboxError } from '../http/envelope.ts'
import { defineOperation } from '../http/operation.ts'
import { integerField, objectBody, rejectServerFields, stringField } from '../http/validate.ts'
import { mediaUrl } from '../seed/media.ts'
import { designVoiceCost } from '../sandbox.ts'

const voicesPerDesign = 3

/** POST /voices/design (spec §4.3): costs credits; 402 when the Space's balance is exhausted. */
export const designVoice = defineOperation({
  method: 'POST',
  path: '/voices/design',
  scope: 'podcast.generate',
  write: true,
  parse({ body }) {
    const input = objectBody(body)
    rejectServerFields(input)
    const prompt = stringField(input, 'prompt', { required: true, nonEmpty: true, max: 2000 })!
    const preview_text = stringField(input, 'preview_text', { max: 1000 }) ?? ''
    const task_id = integerField(input, 'task_id', { min: 0 }) ?? 0
    return { prompt, preview_text, task_id }
  },
  run({ sandbox, space, now, origin }, input) {
    const db = sandbox.db
    return db.transaction(() => {
      const { credits } = db
        .prepare<[string], { credits: number }>('SELECT credits FROM spaces WHERE space = ?')
        .get(space)!
      if (credits < designVoiceCost) {
        throw new SandboxError(
          'insufficientCredits',
          `voice design needs ${designVoiceCost} credit and this Space has ${credits}; top up or change plan`,
          {
            cause: 'insufficient_credits',
            details: { required: designVoiceCost, balance: credits },
          },
        )
      }
      db.prepare('UPDATE spaces SET credits = credits - ? WHERE space = ?').run(
        designVoiceCost,
        space,
      )
      const batch_id = `batch_${randomBytes(6).toString('hex')}`
      const result = db
        .prepare(
          'INSERT INTO voice_designs (space, task_id, batch_id, prompt, preview_text, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .run(space, input.task_id, batch_id, input.prompt, input.preview_text, now)
      const rowId = Number(result.lastInsertRowid)
      const task_id = input.task_id > 0 ? input.task_id : rowId
      return {
        batch_id,
        task_id,
        voices: Array.from({ length: voicesPerDesign }, (_, i) => ({
          audition_url: mediaUrl(origin, `audio/voice-${rowId * 10 + i}.wav`),
          task_item_id: rowId * 10 + i,
          voice_id: `designed-${batch_id}-${i + 1}`,
        })),
      }
    })()
  },
})
