import { describe, expect, it } from 'vitest'
import { diagnoseScene } from '../../src/evaluate/index.ts'
import type { SceneContainer } from '../../src/schema/index.ts'
import { sceneOf } from './scene-helpers.ts'

const paths = (scene: SceneContainer) => diagnoseScene(scene).map((d) => `${d.severity} ${d.path}`)

describe('diagnoseScene', () => {
  it('a clean scene has no diagnostics', () => {
    const clean = sceneOf({
      type: 'image',
      path: 'https://cdn.example.com/a.png',
      flip: 'x',
      radius: '50%',
      moving_camera: { type: 'zoom-in' },
      timeline: {
        start: 0,
        end: 1000,
        cross: { in: ['fade'], in_time: 100, out: [], out_time: 0 },
        key_frames: [
          { timestamp: 0, func: 'ease', properties: { x: 0 } },
          { timestamp: 1000, func: 'cubic-bezier(0,0,1,1)', properties: { x: 1 } },
        ],
      },
      prop: {
        animationInfo: {
          enter: { duration: 100, effectType: 'slide-up' },
          cycle: { duration: 0, effectType: '' },
        },
      },
    })
    expect(diagnoseScene(clean)).toEqual([])
  })

  it('unknown and invalid easing names', () => {
    const scene = sceneOf({
      timeline: {
        start: 0,
        end: 1000,
        key_frames: [
          { timestamp: 0, func: 'bounce', properties: { x: 0 } },
          { timestamp: 500, func: 'cubic-bezier(2,0,0,1)', properties: { x: 0 } },
        ],
      },
    })
    const diagnostics = diagnoseScene(scene)
    expect(diagnostics.map((d) => d.path)).toEqual([
      'tracks[0].layers[0].timeline.key_frames[0].func',
      'tracks[0].layers[0].timeline.key_frames[1].func',
    ])
    expect(diagnostics[0]!.message).toContain('unknown easing "bounce"')
    expect(diagnostics[1]!.message).toContain('x control points')
  })

  it('unknown effect names in cross, animationInfo and moving_camera', () => {
    const scene = sceneOf({
      moving_camera: { type: 'orbit' },
      timeline: {
        start: 0,
        end: 1000,
        cross: { in: ['fade', 'spin'], in_time: 100, out: ['explode'], out_time: 100 },
      },
      prop: {
        animationInfo: {
          enter: { duration: 1, effectType: 'wobble' },
          leave: null,
          cycle: { duration: 1, effectType: 'fade' },
        },
      },
    })
    expect(paths(scene)).toEqual([
      'warning tracks[0].layers[0].timeline.cross.in[1]',
      'warning tracks[0].layers[0].timeline.cross.out[0]',
      'warning tracks[0].layers[0].prop.animationInfo.enter.effectType',
      'warning tracks[0].layers[0].moving_camera.type',
    ])
    expect(diagnoseScene(scene)[0]!.message).toContain('"spin" is ignored')
  })

  it('unknown layer types are info: kept and drawn as placeholders', () => {
    const [d] = diagnoseScene(sceneOf({ type: 'sticker' }))
    expect(d).toMatchObject({ severity: 'info', path: 'tracks[0].layers[0].type' })
    expect(d!.message).toContain('placeholder')
  })

  it('keyframes outside the layer span', () => {
    const scene = sceneOf({
      timeline: {
        start: 1000,
        end: 3000,
        key_frames: [
          { timestamp: -10, func: 'linear', properties: { x: 0 } },
          { timestamp: 2000, func: 'linear', properties: { x: 0 } },
          { timestamp: 2001, func: 'linear', properties: { x: 0 } },
        ],
      },
    })
    expect(paths(scene)).toEqual([
      'warning tracks[0].layers[0].timeline.key_frames[0].timestamp',
      'warning tracks[0].layers[0].timeline.key_frames[2].timestamp',
    ])
    expect(diagnoseScene(scene)[1]!.message).toContain('[0, 2000]')
  })

  it('overlapping words and words ending before they start', () => {
    const scene = sceneOf({
      type: 'subtitle',
      subtitle: {
        word_seq: [
          { text: 'a', start: 0, end: 600 },
          { text: 'b', start: 500, end: 900 },
          { text: 'c', start: 900, end: 1000 },
          { text: 'd', start: 2000, end: 1500 },
        ],
      },
      prop: {
        word_seq: [
          { text: 'x', start: 0, end: 10 },
          { text: 'y', start: 5, end: 20 },
        ],
      },
    })
    expect(paths(scene)).toEqual([
      'warning tracks[0].layers[0].subtitle.word_seq[3]',
      'warning tracks[0].layers[0].subtitle.word_seq[1]',
      'warning tracks[0].layers[0].prop.word_seq[1]',
    ])
    expect(diagnoseScene(scene)[1]!.message).toContain('overlaps word 0 "a"')
  })

  it('end before start, bad flip/radius and refused URLs', () => {
    const scene = sceneOf({
      flip: 'diagonal',
      radius: '3em',
      path: 'javascript:alert(1)',
      preview_path: 'https://ok.example/a.png',
      timeline: { start: 2000, end: 1000 },
      subtitle: { font_family: { name: 'F', url: 'file:///font.ttf' } },
    })
    expect(paths(scene)).toEqual([
      'warning tracks[0].layers[0].timeline.end',
      'warning tracks[0].layers[0].flip',
      'warning tracks[0].layers[0].radius',
      'warning tracks[0].layers[0].path',
      'warning tracks[0].layers[0].subtitle.font_family.url',
    ])
  })

  it('prefixes paths and tolerates empty or null parts', () => {
    const scene: SceneContainer = { tracks: [{ layers: null }, { layers: [{ type: 'blob' }] }] }
    expect(diagnoseScene(scene, { pathPrefix: 'scene' })[0]!.path).toBe(
      'scene.tracks[1].layers[0].type',
    )
    expect(diagnoseScene({})).toEqual([])
  })
})
