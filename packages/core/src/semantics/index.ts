/**
 * DESIGN.md §2 — the one module holding the semantics the spec leaves open (units, names,
 * defaults). Everything else reads from here.
 */
export * from './canvas.ts'
export * from './draw-order.ts'
export * from './flip.ts'
export * from './radius.ts'
export * from './fit-mode.ts'
export * from './crop.ts'
export * from './easing.ts'
export * from './transitions.ts'
export * from './camera.ts'
export * from './media-url.ts'
export * from './layer-kinds.ts'
export * from './time.ts'
export * from './geometry.ts'
