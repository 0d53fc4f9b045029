// A server component: the page itself renders on the server; the editor and the player are
// client-only parts (studio.tsx loads them with `ssr: false`).
import { Studio } from './studio.tsx'

export default function Page() {
  return (
    <main style={{ padding: 16 }}>
      <h1 style={{ fontSize: 20 }}>Podscene in Next.js</h1>
      <Studio />
    </main>
  )
}
