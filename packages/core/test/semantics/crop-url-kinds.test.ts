import { describe, expect, it } from 'vitest'
import {
  cameraTransform,
  CAMERA_ZOOM,
  isAllowedMediaUrl,
  isKnownCameraType,
  isKnownLayerKind,
  isKnownTransition,
  normaliseCrop,
} from '../../src/semantics/index.ts'

describe('crop', () => {
  it('w = 0 or h = 0 or absent means no crop', () => {
    expect(normaliseCrop({ x: 0.1, y: 0.1, w: 0, h: 0.5 })).toBeNull()
    expect(normaliseCrop({ x: 0.1, y: 0.1, w: 0.5, h: 0 })).toBeNull()
    expect(normaliseCrop(null)).toBeNull()
    expect(normaliseCrop({ x: null, y: null, w: null, h: null })).toBeNull()
  })

  it('keeps fractions and clamps into the source', () => {
    expect(normaliseCrop({ x: 0.25, y: 0.5, w: 0.5, h: 0.25 })).toEqual({
      x: 0.25,
      y: 0.5,
      w: 0.5,
      h: 0.25,
    })
    const clamped = normaliseCrop({ x: 0.8, y: -0.2, w: 0.5, h: 2 })!
    expect(clamped.x).toBe(0.8)
    expect(clamped.y).toBe(0)
    expect(clamped.w).toBeCloseTo(0.2, 12)
    expect(clamped.h).toBe(1)
  })
})

describe('allowed media and font URLs', () => {
  it.each([
    'https://cdn.example.com/a.png',
    'http://example.com/v.mp4',
    'blob:https://app.example/123',
    'data:image/png;base64,AAAA',
    'data:image/svg+xml,<svg/>',
  ])('allows %s', (url) => expect(isAllowedMediaUrl(url)).toBe(true))

  it.each([
    'javascript:alert(1)',
    'file:///etc/passwd',
    'data:text/html,<script>',
    'ftp://example.com/a.png',
    '/relative/path.png',
    'https://',
    '',
  ])('refuses %j', (url) => expect(isAllowedMediaUrl(url)).toBe(false))

  it('refuses non-strings', () => {
    expect(isAllowedMediaUrl(null)).toBe(false)
    expect(isAllowedMediaUrl(undefined)).toBe(false)
  })
})

describe('known names', () => {
  it('layer kinds', () => {
    for (const kind of [
      'image',
      'video',
      'text',
      'subtitle',
      'shape',
      'waveform',
      'audio',
      'person',
      'color',
    ]) {
      expect(isKnownLayerKind(kind)).toBe(true)
    }
    expect(isKnownLayerKind('sticker')).toBe(false)
    expect(isKnownLayerKind(undefined)).toBe(false)
  })

  it('transitions', () => {
    for (const name of [
      'fade',
      'slide-left',
      'slide-right',
      'slide-up',
      'slide-down',
      'zoom-in',
      'zoom-out',
      'wipe-left',
      'wipe-right',
    ]) {
      expect(isKnownTransition(name)).toBe(true)
    }
    expect(isKnownTransition('spin')).toBe(false)
  })

  it('camera types', () => {
    for (const name of [
      'none',
      'zoom-in',
      'zoom-out',
      'pan-left',
      'pan-right',
      'pan-up',
      'pan-down',
    ]) {
      expect(isKnownCameraType(name)).toBe(true)
    }
    expect(isKnownCameraType('dolly')).toBe(false)
  })
})

describe('camera transform', () => {
  it('zoom-in goes from 1 to CAMERA_ZOOM, zoom-out back', () => {
    expect(cameraTransform('zoom-in', 0, 100, 100)?.scale).toBe(1)
    expect(cameraTransform('zoom-in', 0.5, 100, 100)?.scale).toBeCloseTo(1 + (CAMERA_ZOOM - 1) / 2)
    expect(cameraTransform('zoom-in', 1, 100, 100)?.scale).toBeCloseTo(CAMERA_ZOOM)
    expect(cameraTransform('zoom-out', 0, 100, 100)?.scale).toBeCloseTo(CAMERA_ZOOM)
    expect(cameraTransform('zoom-out', 1, 100, 100)?.scale).toBeCloseTo(1)
  })

  it('pans move the zoomed media across its slack in the named direction', () => {
    const slack = (200 * (CAMERA_ZOOM - 1)) / 2
    expect(cameraTransform('pan-left', 0, 200, 100)?.offsetX).toBeCloseTo(slack)
    expect(cameraTransform('pan-left', 1, 200, 100)?.offsetX).toBeCloseTo(-slack)
    expect(cameraTransform('pan-right', 0, 200, 100)?.offsetX).toBeCloseTo(-slack)
    expect(cameraTransform('pan-right', 0.5, 200, 100)?.offsetX).toBeCloseTo(0)
    expect(cameraTransform('pan-up', 1, 200, 100)?.offsetY).toBeCloseTo(-10)
    expect(cameraTransform('pan-down', 1, 200, 100)?.offsetY).toBeCloseTo(10)
    expect(cameraTransform('pan-up', 1, 200, 100)?.scale).toBe(CAMERA_ZOOM)
  })

  it('clamps progress; none and unknown types give no transform', () => {
    expect(cameraTransform('zoom-in', 3, 100, 100)?.scale).toBeCloseTo(CAMERA_ZOOM)
    expect(cameraTransform('zoom-in', -1, 100, 100)?.scale).toBe(1)
    expect(cameraTransform('none', 0.5, 100, 100)).toBeNull()
    expect(cameraTransform('dolly', 0.5, 100, 100)).toBeNull()
  })
})
