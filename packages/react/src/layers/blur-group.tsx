import { useLayoutEffect, useRef, type ReactNode } from 'react'
import Konva from '#konva'
import { Group } from '#react-konva'
import { useMediaCache, useMediaVersion } from '../media/media-context.tsx'

/**
 * Gaussian blur (`gauss`, px) through Konva's Blur filter, which works on a cached bitmap: the
 * group is re-cached after every render and whenever media settles, so the blur follows content.
 */
export function BlurGroup({ blur, children }: { blur: number; children: ReactNode }) {
  const cache = useMediaCache()
  useMediaVersion(cache) // re-render (and so re-cache) when any media settles
  const group = useRef<Konva.Group | null>(null)
  useLayoutEffect(() => {
    const node = group.current
    if (!node) return
    node.clearCache()
    const rect = node.getClientRect({ skipTransform: true })
    if (rect.width > 0 && rect.height > 0) node.cache({ offset: Math.ceil(blur * 2) })
  })
  return (
    <Group ref={group} filters={[Konva.Filters.Blur]} blurRadius={blur}>
      {children}
    </Group>
  )
}
