import { createRef } from 'react'
import { createRoot } from 'react-dom/client'
// Fonts come from the font library copied into this page's /fonts/ (cli render/build-page.ts).
import { flushSync } from 'react-dom'
import { proxiedMediaUrl, type RenderRequest, type RenderResponse } from './render-request.ts'
import { SceneCanvas, type SceneCanvasHandle } from '../../canvas/scene-canvas.tsx'
import { canvasOfAspectRatioValue } from '@podscene/core'
import { MediaCache } from '../../media/media-cache.ts'
// `podscene render --video`: exportVideo and the raw frames/PCM for ffmpeg.
import { installVideoEntryPoints } from './video-page.ts'
import { PeaksStore } from '../../media/peaks/peaks-store.ts'
import { errorMessage } from '../../lib/error-message.ts'

/**
 * The page `podscene render` (packages/cli/src/render) builds with vite and drives from
 * headless Chromium. Request and response: ./render-request.ts.
 */
const root = createRoot(document.getElementById('root')!)
installVideoEntryPoints()

/** Renders one frame at canvas size (zoom 1) and returns it as a PNG data URL. */
window.podsceneRender = async (request: RenderRequest): Promise<RenderResponse> => {
  try {
    // The canvas rule of core (16:9 when the document states no known ratio).
    const size = canvasOfAspectRatioValue(request.aspectRatio).size
    const handle = createRef<SceneCanvasHandle>()
    // http(s) media through the render server's same-origin proxy (render-request.ts).
    // --media-timeout bounds every load, a waveform's audio (download and decode) included.
    const cache = new MediaCache({
      timeoutMs: request.mediaTimeoutMs,
      peaksTimeoutMs: request.mediaTimeoutMs,
      peaks: new PeaksStore({
        persist: false,
        timeoutMs: request.mediaTimeoutMs,
        ...(request.mediaMaxBytes ? { maxAudioBytes: request.mediaMaxBytes } : {}),
      }),
      resolveUrl: proxiedMediaUrl,
    })
    flushSync(() =>
      root.render(
        <SceneCanvas
          ref={handle}
          scene={request.scene}
          aspectRatio={request.aspectRatio}
          timeMs={request.timeMs}
          width={size.width}
          height={size.height}
          view={{ zoom: 1, x: 0, y: 0 }}
          background={request.background}
          mediaCache={cache}
          cull={false}
        />,
      ),
    )
    // Media settling re-renders layers, which may start more loads (fonts, video seeks).
    for (let round = 0; round < 4; round++) {
      await handle.current!.whenMediaSettled()
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
    const stage = handle.current!.getStage()!
    stage.draw()
    const dataUrl = await handle.current!.exportDataUrl({ pixelRatio: request.scale })
    const missingFonts = cache.fontFailures()
    const fontFiles = new Set(missingFonts.map(({ file }) => file))
    // Font files are reported as missing fonts, not as placeholders.
    const failures = cache.failures().filter(({ url }) => url !== '' && !fontFiles.has(url))
    return {
      ok: true,
      dataUrl,
      width: Math.round(size.width * request.scale),
      height: Math.round(size.height * request.scale),
      placeholders: failures.map(({ url, reason }) => `${shorten(url)}: ${reason}`),
      failures,
      missingFonts,
    }
  } catch (error) {
    return { ok: false, message: errorMessage(error) }
  }
}

function shorten(url: string): string {
  return url.length > 80 ? `${url.slice(0, 77)}...` : url
}
