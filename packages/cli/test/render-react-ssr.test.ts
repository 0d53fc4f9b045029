import { describe, expect, it } from 'vitest'

// Specifiers through variables: this package's typecheck does not compile React's JSX sources.
const modules = { react: 'react', server: 'react-dom/server', canvas: '@podscene/react' }

describe('@podscene/react under server-side rendering', () => {
  it('imports without a window and renders a canvas to a string', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined')
    const { createElement } = await import(modules.react)
    const { renderToString } = await import(modules.server)
    const { SceneCanvas } = await import(modules.canvas)
    expect(typeof SceneCanvas).toBe('object')
    const html: string = renderToString(
      createElement(SceneCanvas, { width: 320, height: 180, layers: [] }),
    )
    expect(html).toContain('podscene-canvas')
    // Importing @podscene/react from its sources is a cold transform of the whole package: several
    // seconds on a loaded 2-core machine, more than vitest's default 5 s.
  }, 60_000)
})
