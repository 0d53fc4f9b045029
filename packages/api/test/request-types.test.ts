import { describe, expect, expectTypeOf, it } from 'vitest'
import type {
  AddBackgroundRequest,
  Background,
  Capabilities,
  CreateImageTemplateRequest,
  PodsceneClient,
} from '../src/index.ts'
import { ResponseShapeError } from '../src/index.ts'
import { clientWith, ok } from './fake-fetch.ts'

// These checks run when the package is typechecked (`pnpm --filter @podscene/api typecheck`,
// part of `npm test`): each `@ts-expect-error` fails the typecheck if the line compiles.
describe('request and response types', () => {
  it('a misspelt or unknown field in a request body does not compile', () => {
    const client = {} as PodsceneClient
    const scene = { tracks: [] }
    const compileOnly = () => {
      // @ts-expect-error `aspect_ration` is not a field of CreateImageTemplateRequest
      void client.createImageTemplate({ aspect_ration: 1, scene })
      // @ts-expect-error `orign_url` misspells origin_url (and origin_url is missing)
      void client.addBackground({ orign_url: 'u', aspect_ratio: 1, avatar_type: 'pet', typ: 0 })
      // @ts-expect-error avatar_type is one of the spec's three values
      void client.addBackground({ origin_url: 'u', aspect_ratio: 1, avatar_type: 'dog', typ: 0 })
      // @ts-expect-error renameProject takes {project_id, title}
      void client.renameProject({ project_id: 'p', titel: 'x' })
      // The escape hatch: fields the spec does not list go through `extraFields`.
      void client.addBackground(
        { origin_url: 'u', aspect_ratio: 1, avatar_type: 'pet', typ: 0 },
        { extraFields: { beta_flag: true } },
      )
    }
    expect(typeof compileOnly).toBe('function')
    expectTypeOf<CreateImageTemplateRequest>().not.toHaveProperty('aspect_ration')
    expectTypeOf<keyof AddBackgroundRequest>().toEqualTypeOf<
      'origin_url' | 'preview_url' | 'aspect_ratio' | 'avatar_type' | 'typ'
    >()
  })

  it('responses are typed as the spec shows them, getCapabilities too', () => {
    expectTypeOf<Background['id']>().toEqualTypeOf<number>()
    expectTypeOf<Background['origin_url']>().toEqualTypeOf<string>()
    expectTypeOf<
      Awaited<ReturnType<PodsceneClient['listCovers']>>['has_more']
    >().toEqualTypeOf<boolean>()
    expectTypeOf<
      Awaited<ReturnType<PodsceneClient['getCapabilities']>>
    >().toEqualTypeOf<Capabilities>()
    expectTypeOf<Capabilities['auth']>().toEqualTypeOf<
      { space: string; scopes: string[] } | undefined
    >()
  })

  it('extraFields are sent with the body; one the body already has is refused', async () => {
    const record = {
      origin_url: 'https://x/bg.png',
      preview_url: 'https://x/bg.png',
      aspect_ratio: 1,
      avatar_type: 'pet',
      typ: 2,
      id: 3,
      width: 1920,
      height: 1080,
      is_show: 1,
      label: '',
      source: 'user',
    }
    const { client, calls } = clientWith([ok(record)])
    const body = {
      origin_url: 'https://x/bg.png',
      aspect_ratio: 1 as const,
      avatar_type: 'pet' as const,
      typ: 2 as const,
    }
    await client.addBackground(body, { extraFields: { beta_flag: true } })
    expect(calls[0]!.body).toEqual({ ...body, beta_flag: true })
    await expect(client.addBackground(body, { extraFields: { typ: 0 } })).rejects.toThrow(
      'extraFields.typ: the body already has "typ"; set it there',
    )
  })

  it('a response that leaves out a field the spec shows is a ResponseShapeError naming it', async () => {
    const { client } = clientWith([ok({ id: 7 })])
    const error = await client
      .createImageTemplate({ aspect_ratio: 1, scene: { tracks: [] } })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ResponseShapeError)
    expect((error as Error).message).toContain('data.aspect_ratio')
  })
})
