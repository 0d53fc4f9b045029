import { describe, expect, it } from 'vitest'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'

describe('@podscene/react under server-side rendering', () => {
  it('imports without a window and renders a canvas to a string', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined')
    const react = await import('@podscene/react')
    expect(typeof react.SceneCanvas).toBe('object')
    const html = renderToString(
      createElement(react.SceneCanvas, { width: 320, height: 180, layers: [] }),
    )
    expect(html).toContain('podscene-canvas')
  })
})
