import { describe, expect, it } from 'vitest'
import { viewAidsFrom } from '@podscene/react'
import { loadViewAids, storeViewAids } from '../src/look/view-aids.ts'

const memory = (init: Record<string, string> = {}) => {
  const data = new Map(Object.entries(init))
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  }
}

describe('rulers, guides and grid kept per template', () => {
  it('each template id reads back what was stored for it, and only that', () => {
    const storage = memory()
    const aids = {
      rulers: true,
      grid: true,
      snapToGrid: false,
      gridSize: 24,
      guides: [{ axis: 'x' as const, at: 960 }],
    }
    storeViewAids('template:a', aids, storage)
    expect(loadViewAids('template:a', storage)).toEqual(aids)
    expect(loadViewAids('template:b', storage)).toBeUndefined()
  })

  it('a damaged entry gives the defaults, field by field', () => {
    expect(
      loadViewAids('x', memory({ 'podscene-studio:view-aids:x': '{not json' })),
    ).toBeUndefined()
    const read = loadViewAids(
      'x',
      memory({
        'podscene-studio:view-aids:x': JSON.stringify({
          rulers: 'yes',
          gridSize: -3,
          guides: [{ axis: 'x', at: 10 }, { axis: 'z', at: 1 }, null],
        }),
      }),
    )
    expect(viewAidsFrom(read)).toEqual({
      rulers: false,
      grid: false,
      snapToGrid: false,
      gridSize: 40,
      guides: [{ axis: 'x', at: 10 }],
    })
  })
})
