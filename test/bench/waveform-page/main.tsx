import { createRoot } from 'react-dom/client'
import WaveSurfer from 'wavesurfer.js'
import { Editor, type EditorDocument } from '@podscene/core'
import {
  EditorProvider,
  MediaCache,
  MediaCacheProvider,
  PeaksStore,
  WaveformView,
} from '@podscene/react'

declare global {
  interface Window {
    runPodscene?: (wavUrl: string, peaksUrl: string | null) => Promise<number>
    runWavesurfer?: (wavUrl: string) => Promise<number>
    lastRoot?: { unmount(): void }
  }
}

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))

function doc(url: string): EditorDocument {
  return { aspect_ratio: 1, scene: { audio_script: { url }, tracks: [] } } as EditorDocument
}

/**
 * Mounts <WaveformView/> and resolves with the ms until its first paint of the sound. The page
 * has mounted one before (a warm-up on a short file), as in an editor that is already open.
 */
window.runPodscene = async (wavUrl, peaksUrl) => {
  const start = performance.now()
  const peaks = new PeaksStore({
    persist: false,
    precomputed: peaksUrl ? (url) => (url === wavUrl ? peaksUrl : undefined) : undefined,
  })
  const cache = new MediaCache({ peaks, peaksTimeoutMs: 600_000 })
  const root = document.createElement('div')
  document.getElementById('root')!.replaceChildren(root)
  const reactRoot = createRoot(root)
  reactRoot.render(
    <MediaCacheProvider cache={cache}>
      <EditorProvider editor={new Editor(doc(wavUrl))}>
        <WaveformView />
      </EditorProvider>
    </MediaCacheProvider>,
  )
  for (;;) {
    await frame()
    const view = root.querySelector('[aria-label="Waveform"]')
    if (view?.getAttribute('data-state') === 'ready') break
    if (performance.now() - start > 600_000) throw new Error('the waveform view never loaded')
  }
  await frame()
  const time = performance.now() - start
  window.lastRoot?.unmount()
  window.lastRoot = reactRoot
  return time
}

/** wavesurfer decoding the file itself; resolves with the ms until it is drawn. */
window.runWavesurfer = (wavUrl) =>
  new Promise((resolve, reject) => {
    const start = performance.now()
    const ws = WaveSurfer.create({ container: document.getElementById('root')!, url: wavUrl })
    ws.on('ready', () => void frame().then(() => resolve(performance.now() - start)))
    ws.on('error', (e) => reject(e instanceof Error ? e : new Error(String(e))))
  })
