import type { ReactNode } from 'react'

/** A fixed-size box for stories so the canvas has a size to fit into. */
export function Frame({
  width = 960,
  height = 560,
  children,
}: {
  width?: number
  height?: number
  children: ReactNode
}) {
  return <div style={{ width, height, display: 'grid' }}>{children}</div>
}
