import { describe, expect, it } from 'vitest'
import { mountEditor, rect, template } from './harness.tsx'

describe('culling inside the editor', () => {
  it('does not evaluate or mount a layer whose swept bounds miss the view', async () => {
    const moving = {
      ...rect('far', 1700, 900, 100, 100),
      // Moves within the canvas's bottom-right corner only: its swept bounds stay there.
      timeline: {
        start: 0,
        end: 0,
        key_frames: [
          { timestamp: 0, func: 'linear', properties: { x: 1700, y: 900 } },
          { timestamp: 1000, func: 'linear', properties: { x: 1800, y: 950 } },
        ],
      },
    }
    const h = await mountEditor(template([rect('near', 100, 100, 100, 100), moving]))
    const evaluated = () => h.canvas.getEvaluatedLayers().map((l) => l.key)
    // Zoom 0.5 shows the whole 1920×1080 canvas in the 960×540 viewport.
    await h.setView(0.5, 0, 0)
    expect(evaluated()).toEqual(['near', 'far'])
    // Zoom 4 at pan 0 shows the canvas from (0, 0) to (240, 135).
    await h.setView(4, 0, 0)
    // Culling starts once the spatial index has loaded (until then every layer is evaluated).
    await expect.poll(evaluated).toEqual(['near'])
    expect(h.stage.findOne('#far')).toBeUndefined()
    expect(h.stage.findOne('#near')).toBeDefined()
    // Showing the corner brings it back; a hidden layer is neither drawn nor listed.
    await h.setView(4, -1700 * 4, -900 * 4)
    expect(evaluated()).toEqual(['far'])
    expect(h.stage.findOne('#far')).toBeDefined()
    h.ui.setHidden('far', true)
    await h.setView(4, -1700 * 4, -900 * 4 + 1)
    expect(evaluated()).toEqual([])
  })
})
