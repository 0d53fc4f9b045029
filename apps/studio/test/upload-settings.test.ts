import { describe, expect, it } from 'vitest'
import { checkSignPath, DEFAULT_SIGN_PATH, loadSettings } from '../src/settings.ts'
import { backgroundRequestOf } from '../src/uploads/studio-upload.ts'
import { registeredBackgrounds, rememberBackground } from '../src/uploads/registered-backgrounds.ts'

const memory = (init: Record<string, string> = {}) => {
  const data = new Map(Object.entries(init))
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  }
}

describe('upload settings', () => {
  it('the sign path defaults to /open/podcast/v1/oss/sign and keeps a stored one', () => {
    const old = memory({
      'podscene.studio.api': JSON.stringify({ baseUrl: 'http://127.0.0.1:1', apiKey: 'k' }),
    })
    expect(loadSettings(old).signPath).toBe(DEFAULT_SIGN_PATH)
    expect(DEFAULT_SIGN_PATH).toBe('/open/podcast/v1/oss/sign')
    const stored = memory({
      'podscene.studio.api': JSON.stringify({
        baseUrl: 'http://127.0.0.1:1',
        apiKey: 'k',
        signPath: '/storage/sign',
      }),
    })
    expect(loadSettings(stored).signPath).toBe('/storage/sign')
  })

  it('refuses a sign path that is not a bare absolute path', () => {
    expect(checkSignPath(' /a/sign ')).toEqual({ ok: true, path: '/a/sign' })
    expect(checkSignPath('a/sign')).toEqual({
      ok: false,
      message: 'Upload sign path: "a/sign" must start with /',
    })
    expect(checkSignPath('/a/sign?x=1').ok).toBe(false)
  })
})

describe('backgrounds of uploads', () => {
  it('registers an upload with POST /backgrounds fields by its orientation', () => {
    expect(backgroundRequestOf('https://x/a.png', { width: 1920, height: 1080 })).toEqual({
      origin_url: 'https://x/a.png',
      aspect_ratio: 1,
      avatar_type: 'default',
      typ: 0,
    })
    expect(backgroundRequestOf('https://x/b.png', { width: 1080, height: 1920 }).aspect_ratio).toBe(
      0,
    )
  })

  it('remembers registered backgrounds per API, newest first, once each', () => {
    const storage = memory()
    const bg = (id: number) => ({
      id,
      url: `https://x/${id}.png`,
      previewUrl: '',
      name: `${id}`,
      registeredAt: id,
    })
    rememberBackground('http://a', bg(1), storage)
    rememberBackground('http://a', bg(2), storage)
    rememberBackground('http://a', bg(1), storage)
    rememberBackground('http://b', bg(3), storage)
    expect(registeredBackgrounds('http://a', storage).map((b) => b.id)).toEqual([1, 2])
    expect(registeredBackgrounds('http://b', storage).map((b) => b.id)).toEqual([3])
    expect(registeredBackgrounds('http://c', storage)).toEqual([])
  })
})
