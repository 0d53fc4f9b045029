import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import type { EditorDocument } from '@podscene/core'
import { SceneEditor } from '../../src/index.ts'

// No stylesheet on purpose (nor ./harness.tsx, which imports it): the virtualised rows' placement
// must not depend on a host loading it.
const doc: EditorDocument = {
  aspect_ratio: 1,
  scene: {
    tracks: [
      {
        index: 0,
        key: 'main',
        type: 'main',
        layers: Array.from({ length: 6 }, (_, i) => ({
          key: `l${i}`,
          type: 'shape',
          x: i * 10,
          y: 0,
          w: 10,
          h: 10,
          prop: { shapeInfo: { type: 'rect', color: '#ff0000' } },
        })),
      },
    ],
  },
}
const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))

describe('LayerList layout without the stylesheet', () => {
  it('every row lies inside the list, and the controls after it are not covered', async () => {
    await render(
      <div style={{ width: 1200, height: 800 }}>
        <SceneEditor defaultValue={doc} />
      </div>,
    )
    await expect.element(page.getByRole('treeitem', { name: 'shape l0' })).toBeInTheDocument()
    for (let i = 0; i < 3; i++) await frame()
    const tree = page.getByRole('tree').element().getBoundingClientRect()
    const rows = [...document.querySelectorAll('[role="treeitem"]')]
    expect(rows.length).toBe(7) // the track and its six layers
    for (const row of rows) {
      const r = row.getBoundingClientRect()
      expect(r.top).toBeGreaterThanOrEqual(tree.top - 0.5)
      expect(r.bottom).toBeLessThanOrEqual(tree.bottom + 0.5)
    }
    // What a click on the timebar's buttons hits is the button itself, not a layer row.
    for (const name of ['Play', 'Loop']) {
      const button = page.getByRole('button', { name, exact: true }).element()
      const b = button.getBoundingClientRect()
      const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2)
      expect(button.contains(hit)).toBe(true)
    }
  })
})
