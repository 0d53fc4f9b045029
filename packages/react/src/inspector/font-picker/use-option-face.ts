import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useMediaCache } from '../../media/media-context.tsx'
import type { FontOption } from './font-options.ts'
import { SCRIPT_SAMPLES } from './font-options.ts'

/**
 * Loads an option's face once its element scrolls into the list's view (IntersectionObserver),
 * through the same MediaCache as the canvas; returns the CSS family to draw the option in once
 * the face is ready (undefined before, or when it fails).
 */
export function useOptionFace(option: FontOption) {
  const ref = useRef<HTMLLIElement>(null)
  const [visible, setVisible] = useState(false)
  const cache = useMediaCache()
  useEffect(() => {
    const element = ref.current
    if (!element || visible) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setVisible(true)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [visible])
  const sample = option.library ? (SCRIPT_SAMPLES[option.library.script] ?? '') : ''
  const read = () => {
    if (!visible) return null
    return option.library
      ? cache.libraryFont(option.library, '', `${option.family}${sample}`)
      : cache.font(option.family, option.file)
  }
  const status = useSyncExternalStore(cache.subscribe, read, read)
  const fontFamily =
    status?.state === 'ready' ? `${JSON.stringify(option.family)}, sans-serif` : undefined
  return { ref, fontFamily, state: status?.state ?? 'idle', sample }
}
