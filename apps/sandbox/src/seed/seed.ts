import type { Db } from '../db.ts'
import { insertProject, listProjects, stateAt } from '../store/projects.ts'
import { sceneAudioMs } from './media.ts'

export const seededCoverCount = 45
const avatarNames = ['Ava', 'Lin', 'Noah', 'Mia', 'Kai']

export type SeedOptions = { processingMs: number; credits: number; audioTaskMs: number }

function seedCovers(db: Db, space: string, now: number): void {
  const insert = db.prepare('INSERT INTO covers (space, record) VALUES (?, ?)')
  for (let i = 1; i <= seededCoverCount; i++) {
    const done = i % 9 !== 0
    insert.run(
      space,
      JSON.stringify({
        aspect_ratio: i % 3 === 0 ? 1 : 0,
        create_time: Math.floor((now - (seededCoverCount - i) * 3_600_000) / 1000),
        err_msg: '',
        image_url: `media:images/cover-${i}.png`,
        model: i % 2 === 0 ? 4 : 9,
        output_index: (i - 1) % 4,
        photo_unique_id: `photo-${space}-${i}`,
        progress: done ? 100 : 60,
        progress_desc: done ? 'done' : 'rendering',
        prompt: `Podcast cover #${i}: two hosts in a warm studio, bold title`,
        quality: i % 2 === 0 ? 'high' : 'medium',
        resolution: ['1K', '2K', '4K'][i % 3],
        reference_images:
          i % 5 === 0 ? [{ key: 'style', url: `media:images/cover-${i - 1}.png` }] : [],
      }),
    )
  }
}

function seedWaveforms(db: Db, space: string, now: number): void {
  const insert = db.prepare(
    'INSERT INTO waveforms (space, start_ms, end_ms, node, version, updated_at) VALUES (?, ?, ?, ?, 0, ?)',
  )
  sceneAudioMs.forEach((duration, index) => {
    const node = {
      w: 600,
      h: 110,
      prop: {
        audioPath: `media:audio/scene-${index}.wav`,
        waveformConfig: { color: '#ffffff', barWidth: 4, barGap: 2, barRadius: 2 },
      },
    }
    insert.run(space, 0, duration, JSON.stringify(node), now)
  })
}

/**
 * Seeds a Space once (covers, waveforms, avatars, audio tasks, three projects, credits), and on
 * every start tops it up so it always holds a project in each state: processing projects
 * complete with time and retried ones too, so a fresh one is added when none is left.
 */
export function seedSpace(db: Db, space: string, now: number, options: SeedOptions): void {
  db.transaction(() => {
    const known = db.prepare('SELECT 1 FROM spaces WHERE space = ?').get(space)
    if (!known) {
      db.prepare('INSERT INTO spaces (space, credits, seeded_at) VALUES (?, ?, ?)').run(
        space,
        options.credits,
        now,
      )
      seedCovers(db, space, now)
      seedWaveforms(db, space, now)
      const avatar = db.prepare('INSERT INTO avatars (space, name) VALUES (?, ?)')
      for (const name of avatarNames) avatar.run(space, name)
      insertProject(db, {
        space,
        kind: 'demo',
        title: 'Podscene demo: tracks and layers',
        state: 'completed',
        processing_ms: 0,
        now,
      })
      const audioTask = db.prepare(
        'INSERT INTO audio_tasks (id, space, project_id, created_at, duration_ms) VALUES (?, ?, ?, ?, ?)',
      )
      const demo = listProjects(db, space)[0]!
      audioTask.run(`atask_${space}_done`, space, demo.id, now - 3_600_000, options.audioTaskMs)
    }
    const states = listProjects(db, space).map((row) => stateAt(row, now).state)
    if (!states.includes('processing')) {
      const id = insertProject(db, {
        space,
        kind: 'generated',
        title: 'Weekly tech roundup (rendering)',
        state: 'processing',
        processing_ms: options.processingMs,
        now,
      })
      db.prepare(
        'INSERT INTO audio_tasks (id, space, project_id, created_at, duration_ms) VALUES (?, ?, ?, ?, ?)',
      ).run(`atask_${id}`, space, id, now, options.audioTaskMs)
    }
    if (!states.includes('failed')) {
      insertProject(db, {
        space,
        kind: 'generated',
        title: 'Interview draft (failed, retry me)',
        state: 'failed',
        processing_ms: 0,
        now,
      })
    }
  })()
}
