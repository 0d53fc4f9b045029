import type { ReactNode } from 'react'
// The editor's and the player's styles: once, in the root layout.
import '@podscene/react/styles.css'
import '@podscene/react/player.css'

export const metadata = { title: 'Podscene in Next.js' }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif' }}>{children}</body>
    </html>
  )
}
