import { tracksOfDocument, type EditorDocument } from '@podscene/core'
import { useEditor } from '../state/editor-context.ts'
import { useEditorState } from '../state/use-editor-state.ts'
import { formatMessage } from '../i18n/translations.ts'
import { useTranslations } from '../i18n/use-translations.tsx'
import { clipName } from '../timeline/timeline-layout.ts'
import { SelectField } from './fields.tsx'
import { readLayerPath } from './field-path.ts'
import type { SectionProps } from './sections.tsx'

/** A sound a waveform can draw: an audio layer's file or a person's voice. */
export interface SoundSource {
  kind: 'audio' | 'voice'
  /** Key of the layer it comes from. */
  layerKey: string
  name: string
  url: string
}

/**
 * The scene's sounds a waveform can be linked to, in document order: every audio layer with a
 * `path` and every person with a voice (`tts_audio_url`). One entry per URL (the first).
 */
export function soundSourcesOf(document: EditorDocument): SoundSource[] {
  const sources: SoundSource[] = []
  const seen = new Set<string>()
  for (const track of tracksOfDocument(document)) {
    for (const layer of track.layers ?? []) {
      if (!layer) continue
      const url =
        layer.type === 'audio' ? layer.path : layer.type === 'person' ? layer.tts_audio_url : ''
      if (typeof url !== 'string' || !url.trim() || seen.has(url)) continue
      seen.add(url)
      sources.push({
        kind: layer.type === 'audio' ? 'audio' : 'voice',
        layerKey: layer.key ?? '',
        name: clipName(layer),
        url,
      })
    }
  }
  return sources
}

/**
 * The waveform inspector's combobox "Sound source": the scene's audio layers and person voices;
 * choosing one writes its URL to `prop.audioPath` (one undo step), so linking a waveform to the
 * voice needs no copied URL. A URL that is none of them stays listed as "Other URL: …".
 */
export function SoundSourceField({ layer, layerKey, disabled }: SectionProps) {
  const editor = useEditor()
  const t = useTranslations().insertFlow
  const sources = useEditorState((s) => soundSourcesOf(s.document), sameSources)
  const current = readLayerPath(layer, 'prop.audioPath')
  const value = typeof current === 'string' ? current : ''
  const options = [
    { value: '', label: t.soundNone },
    ...sources.map((s) => ({
      value: s.url,
      label: formatMessage(s.kind === 'audio' ? t.soundAudio : t.soundVoice, { name: s.name }),
    })),
  ]
  if (value && !options.some((o) => o.value === value)) {
    options.push({ value, label: formatMessage(t.soundOther, { url: value }) })
  }
  return (
    <>
      <SelectField
        label="Sound source"
        value={value}
        options={options}
        disabled={disabled}
        onCommit={(url) => editor.setLayerField(layerKey, ['prop', 'audioPath'], url)}
      />
      {sources.length === 0 && <p className="ps-inspector__hint">{t.soundNoSources}</p>}
    </>
  )
}

function sameSources(a: SoundSource[], b: SoundSource[]): boolean {
  if (a.length !== b.length) return false
  return a.every(
    (s, i) => s.url === b[i]!.url && s.name === b[i]!.name && s.layerKey === b[i]!.layerKey,
  )
}
