import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import Konva from 'konva'
import { LayerGroup } from '../../src/layers/layer-group.ts'
import { drawCanvas, evaluated } from './helpers.tsx'

type Configure = (group: Konva.Group) => void

/** The canvas calls Konva records while drawing a layer group of the given class (scene, hit). */
function trace(Group: typeof Konva.Group, configure: Configure): string {
  const container = document.createElement('div')
  document.body.append(container)
  const stage = new Konva.Stage({ container, width: 200, height: 100 })
  const layer = new Konva.Layer()
  stage.add(layer)
  const group = new Group({
    x: 60,
    y: 40,
    offsetX: 20,
    offsetY: 10,
    rotation: 15,
    scaleX: -1.5,
    opacity: 0.7,
  })
  group.add(new Konva.Rect({ width: 40, height: 20, fill: '#ff0000', cornerRadius: 4 }))
  group.add(
    new Konva.Ellipse({
      x: 20,
      y: 10,
      radiusX: 20,
      radiusY: 10,
      fill: '#00ff00',
      stroke: '#0000ff',
      strokeWidth: 2,
    }),
  )
  const inner = new Konva.Group({ x: 2, y: 3, opacity: 0.5 })
  inner.add(new Konva.Text({ text: 'Hi', fontSize: 12, fill: '#ffffff' }))
  inner.add(new Konva.Rect({ width: 5, height: 5, fill: '#ffff00', visible: false }))
  inner.add(new Konva.Rect({ width: 6, height: 6, fill: '#00ffff', listening: false }))
  group.add(inner)
  layer.add(group)
  configure(group)
  const scene = layer.getContext()
  const hit = layer.getHitCanvas().getContext()
  scene.clearTrace()
  hit.clearTrace()
  layer.draw()
  // Hit colours are random per shape: name them by order of appearance.
  const colours = new Map<string, string>()
  const hitCalls = hit
    .getTrace()
    .replace(/#[0-9a-f]{6}/g, (c) => colours.get(c) ?? colours.set(c, `key${colours.size}`).get(c)!)
  const calls = `${scene.getTrace()}\nhit: ${hitCalls}`
  stage.destroy()
  container.remove()
  return calls
}

const cases: [string, Configure][] = [
  ['a plain group', () => {}],
  ['a hidden group', (g) => g.visible(false)],
  ['a group that does not listen', (g) => g.listening(false)],
  ['a wipe clip', (g) => g.clip({ x: 0, y: 0, width: 15, height: 20 })],
  [
    'a wipe clip removed again (as applyFrame does)',
    (g) =>
      g.clip({ x: 0, y: 0, width: 15, height: 20 }).setAttrs({
        clipX: undefined,
        clipY: undefined,
        clipWidth: undefined,
        clipHeight: undefined,
      }),
  ],
  ['a clip function', (g) => g.clipFunc((ctx) => ctx.rect(0, 0, 10, 10))],
  ['a blend mode', (g) => g.globalCompositeOperation('multiply')],
  ['isolation', (g) => g.isolated(true)],
  ['a cached group', (g) => g.cache()],
  ['a blurred cache', (g) => g.filters([Konva.Filters.Blur]).blurRadius(3).cache({ offset: 6 })],
]

describe('LayerGroup', () => {
  let traced = false
  beforeAll(() => {
    traced = Konva.enableTrace
    Konva.enableTrace = true
  })
  afterAll(() => {
    Konva.enableTrace = traced
  })

  it.each(cases)('draws exactly like Konva.Group with %s', (_, configure) => {
    const expected = trace(Konva.Group, configure)
    expect(trace(LayerGroup, configure)).toBe(expected)
  })

  it('draws something in the plain case (the comparison is not vacuous)', () => {
    const calls = trace(LayerGroup, () => {})
    expect(calls).toContain('arc(') // the rounded rect
    expect(calls).toContain('drawImage(') // the stroked, translucent ellipse goes through a buffer
    expect(calls).toContain('fillText(Hi')
    expect(calls.split('hit: ')[1]).toContain('fillStyle=key2') // three shapes listen
  })

  it('is the node SceneCanvas gives each layer, and still a Konva Group', async () => {
    const canvas = await drawCanvas({ layers: [evaluated({ key: 'a', w: 20, h: 20 })] })
    const node = canvas.handle.getNodeByKey('a')!
    expect(node).toBeInstanceOf(LayerGroup)
    expect(node.getClassName()).toBe('Group')
  })
})
