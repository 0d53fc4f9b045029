import { describe, expect, it } from 'vitest'
import { connectedText } from '../src/capabilities.ts'

describe('connectedText', () => {
  it('names the Space, the key’s scopes and the operations', () => {
    expect(
      connectedText({
        project: { space: 'demo' },
        auth: { space: 'demo', scopes: ['asset.read', 'podcast.read'] },
        operations: ['a', 'b', 'c'],
      }),
    ).toBe('Connected: Space demo, scopes asset.read, podcast.read, 3 operations')
  })

  it('says when the API does not report scopes, or the Space', () => {
    expect(connectedText({ project: { space: 'x' } })).toBe(
      'Connected: Space x, scopes not reported',
    )
    expect(connectedText(null)).toBe('Connected: Space unknown, scopes not reported')
    expect(connectedText({ auth: { scopes: [] } })).toBe('Connected: Space unknown, scopes none')
  })
})
