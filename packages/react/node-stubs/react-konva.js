// What `#react-konva` is under the "node" condition (server rendering, plain Node imports):
// react-konva without Konva. react-konva's `import 'konva'` loads Konva 9's Node entry, which
// requires the native `canvas` module; the scene is only ever drawn in the browser, so on the
// server <Stage> renders the same empty container <div> react-konva's Stage renders, and the
// other components (strings naming Konva classes in react-konva too) are never rendered.
import { createElement, forwardRef } from 'react'

export const Stage = forwardRef(function Stage(props, ref) {
  const { id, accessKey, className, role, style, title, tabIndex } = props
  return createElement('div', { ref, id, accessKey, className, role, style, title, tabIndex })
})
export const Layer = 'Layer'
export const FastLayer = 'FastLayer'
export const Group = 'Group'
export const Label = 'Label'
export const Rect = 'Rect'
export const Circle = 'Circle'
export const Ellipse = 'Ellipse'
export const Wedge = 'Wedge'
export const Line = 'Line'
export const Sprite = 'Sprite'
export const Image = 'Image'
export const Text = 'Text'
export const TextPath = 'TextPath'
export const Star = 'Star'
export const Ring = 'Ring'
export const Arc = 'Arc'
export const Tag = 'Tag'
export const Path = 'Path'
export const RegularPolygon = 'RegularPolygon'
export const Arrow = 'Arrow'
export const Shape = 'Shape'
export const Transformer = 'Transformer'
