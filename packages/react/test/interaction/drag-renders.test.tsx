import { Profiler, type ReactNode } from 'react'
import { render } from 'vitest-browser-react'
import { describe, expect, it } from 'vitest'
import { Editor } from '@podscene/core'
import { EditorCanvas, EditorProvider, LayerList, createUiStore } from '../../src/index.ts'
import type { CanvasInteraction } from '../../src/index.ts'
import { frames, nextFrame, pointer, rect, template, untilStill } from './harness.tsx'

/**
 * A drag re-renders nothing in React while it moves: the canvas is held and the moving nodes are
 * shifted directly (see move-feedback.ts), so a store commit per move must not render the canvas
 * tree (toolbar, Insert menu, overlay) or the layer list. Counted with React's <Profiler>, which
 * reports each commit in which something under it rendered — not timed.
 */
describe('renders during a canvas drag', () => {
  it('a 20-move drag renders neither the canvas tree nor the layer list per move', async () => {
    const editor = new Editor(
      template([rect('a', 100, 100, 200, 150), rect('b', 500, 300, 100, 100)]),
    )
    const ui = createUiStore()
    const commits = { canvas: 0, layers: 0 }
    const counted = (id: keyof typeof commits, children: ReactNode) => (
      <Profiler id={id} onRender={() => commits[id]++}>
        {children}
      </Profiler>
    )
    let interaction: CanvasInteraction | null = null
    await render(
      <EditorProvider editor={editor} ui={ui}>
        <div style={{ display: 'flex' }}>
          <div style={{ width: 240, flex: 'none' }}>{counted('layers', <LayerList />)}</div>
          <div style={{ width: 960, height: 540, display: 'grid', flex: 'none' }}>
            {counted('canvas', <EditorCanvas onInteractionReady={(i) => (interaction = i)} />)}
          </div>
        </div>
      </EditorProvider>,
    )
    for (let i = 0; i < 50 && !interaction; i++) await nextFrame()
    editor.setZoom(1)
    ui.setPan(0, 0)
    await frames(3)
    // Code loaded on first use (culling's index, popups' placement, lint) renders once when it
    // arrives; wait until nothing renders any more, so only the drag's own renders are counted.
    await untilStill(() => commits.canvas + commits.layers)
    const stage = (interaction as CanvasInteraction | null)!.stage
    const target = stage.content.querySelector('canvas')!
    const box = stage.container().getBoundingClientRect()
    const start = { x: box.left + 150, y: box.top + 150 }

    pointer(target, 'pointerdown', start)
    // The first moves pass the click threshold and start the move (the selection renders).
    pointer(target, 'pointermove', { x: start.x + 10, y: start.y })
    await frames(2)
    expect(interaction!.interaction.state).toBe('moving')
    await untilStill(() => commits.canvas + commits.layers)
    const before = { ...commits }
    let storeCommits = 0
    const unsubscribe = editor.subscribe(() => storeCommits++)
    for (let i = 1; i <= 20; i++) {
      pointer(target, 'pointermove', { x: start.x + 10 + i * 3, y: start.y + i })
      await nextFrame()
    }
    unsubscribe()
    expect(storeCommits).toBe(20)
    expect(commits.canvas - before.canvas).toBe(0)
    expect(commits.layers - before.layers).toBe(0)

    pointer(target, 'pointerup', { x: start.x + 70, y: start.y + 20 })
    await frames(2)
    // The canvas draws the document again once the move ends, and the layer is where it was left.
    expect(commits.canvas - before.canvas).toBeGreaterThan(0)
    expect(editor.getLayer('a')!.layer).toMatchObject({ x: 170, y: 120 })
  })
})
