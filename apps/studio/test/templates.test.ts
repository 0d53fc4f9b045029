import { describe, expect, it } from 'vitest'
import type { EditorDocument } from '@podscene/core'
import { imageTemplateOf } from '../src/templates.ts'

describe('imageTemplateOf (the POST /image_templates body)', () => {
  it('sends a template as it is: unknown top-level fields, aspect_ratio null and key order', () => {
    const document = {
      vendor: { b: 1, a: null },
      scene: { tracks: [{ layers: [{ y: 2, x: 1, key: 'a', type: 'text' }], index: 0 }] },
      aspect_ratio: null,
    } as EditorDocument
    const body = imageTemplateOf(document)
    expect(body).toBe(document)
    expect(JSON.stringify(body)).toBe(JSON.stringify(document))
  })

  it('wraps a bare scene as {scene}', () => {
    const scene = { tracks: [], note: 'kept' }
    expect(imageTemplateOf(scene)).toEqual({ scene })
    expect(imageTemplateOf(scene).scene).toBe(scene)
  })
})
