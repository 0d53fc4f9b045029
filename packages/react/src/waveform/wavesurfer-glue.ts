import WaveSurfer from 'wavesurfer.js'
import RegionsPlugin from 'wavesurfer.js/dist/plugins/regions.esm.js'

/*
 * What the waveform view does with wavesurfer.js, loaded with it (WaveformView's first mount), not
 * with the editor: the wavesurfer and its regions plugin, the word regions, the quiet-point snap.
 */
export { showFocusedWord, showWordRegions } from './word-regions.ts'
export { quietestNear } from './quiet-point.ts'

/** A wavesurfer with the regions plugin in `container`; returns the function that destroys it. */
export function createWavesurfer(
  container: HTMLDivElement,
  height: number,
  host: {
    seek(ms: number): void
    ready(instance: WaveSurfer | null, plugin: ReturnType<typeof RegionsPlugin.create> | null): void
  },
): () => void {
  const plugin = RegionsPlugin.create()
  // Canvas needs a real colour: the theme's --ps-waveform-color as computed here.
  const color =
    getComputedStyle(container).getPropertyValue('--ps-waveform-color').trim() || '#6b7fd7'
  const instance = WaveSurfer.create({
    container,
    height,
    waveColor: color,
    progressColor: color,
    cursorWidth: 0,
    barWidth: 2,
    barGap: 1,
    barRadius: 1,
    normalize: true,
    interact: true,
    dragToSeek: false,
    hideScrollbar: true,
    autoScroll: false,
    autoCenter: false,
    fillParent: false,
    minPxPerSec: 100,
    plugins: [plugin],
  })
  const offInteraction = instance.on('interaction', (seconds) => {
    host.seek(Math.max(0, seconds * 1000))
  })
  host.ready(instance, plugin)
  return () => {
    offInteraction()
    instance.destroy()
    host.ready(null, null)
  }
}
