import { useEditor } from '../../hooks/editor-context.ts'
import { useEditorState } from '../../hooks/use-editor-state.ts'
import { useLayerAtPlayhead } from '../../hooks/use-layers-at-playhead.ts'
import { layerLabel } from '../labels.ts'
import { storedLayer } from '../geometry-commands.ts'
import { ColorSection } from './ColorSection.tsx'
import { PersonSection } from './PersonSection.tsx'
import { ShapeSection } from './ShapeSection.tsx'
import { SoundSection } from './SoundSection.tsx'
import { SubtitleSection } from './SubtitleSection.tsx'
import { WaveformSection, type WaveformActions } from './WaveformSection.tsx'
import { EffectsSection } from './EffectsSection.tsx'
import { GeometrySection } from './GeometrySection.tsx'
import { KeyframesSection } from './KeyframesSection.tsx'
import { LayerActionsSection } from './LayerActionsSection.tsx'
import { MediaSection } from './MediaSection.tsx'
import { TextSection } from './TextSection.tsx'
import { TimingSection } from './TimingSection.tsx'

export interface InspectorProps {
  className?: string
  readOnly?: boolean
  /** Extra controls at the end of a waveform layer's section (e.g. a "Save waveform" button). */
  waveformActions?: WaveformActions
}

const MEDIA_KINDS = new Set(['image', 'video', 'person'])
const SOUND_KINDS = new Set(['video', 'audio'])

/** Properties of the selected layer; every edit is one Editor command. */
export function Inspector({ className, readOnly = false, waveformActions }: InspectorProps) {
  const editor = useEditor()
  const selection = useEditorState((s) => s.session.selection)
  const key = selection.length === 1 ? selection[0]! : null
  // Re-read on every document change; getLayer finds the key through the Editor's cache.
  const layer = useEditorState((s) =>
    s.document && key ? (storedLayer(editor, key) ?? null) : null,
  )
  const evaluated = useLayerAtPlayhead(key)
  const classes = ['ps-inspector', className].filter(Boolean).join(' ')

  if (selection.length > 1) {
    return (
      <section className={classes} aria-label="Inspector">
        <p>{selection.length} layers selected</p>
        {!readOnly && (
          <div className="ps-inspector__actions" role="group" aria-label="Align selection">
            {(['left', 'center', 'right', 'top', 'middle', 'bottom'] as const).map((edge) => (
              <button key={edge} type="button" onClick={() => editor.align(edge)}>
                Align {edge}
              </button>
            ))}
          </div>
        )}
      </section>
    )
  }
  if (!key || !layer) {
    return (
      <section className={classes} aria-label="Inspector">
        <p className="ps-inspector__empty">Select a layer to edit its properties.</p>
      </section>
    )
  }
  const props = { layer, layerKey: key, disabled: readOnly }
  const type = layer.type ?? ''
  const current = {
    x: evaluated?.x ?? layer.x ?? 0,
    y: evaluated?.y ?? layer.y ?? 0,
    w: evaluated?.w ?? layer.w ?? 0,
    h: evaluated?.h ?? layer.h ?? 0,
    r: evaluated?.r ?? layer.r ?? 0,
    alpha: evaluated?.alpha ?? layer.alpha ?? 1,
    scale: evaluated?.scale ?? 1,
  }
  return (
    <section className={classes} aria-label="Inspector">
      <h2 className="ps-inspector__title">{layerLabel(layer)}</h2>
      <LayerActionsSection layerType={type} readOnly={readOnly} />
      <GeometrySection {...props} />
      {type === 'text' && <TextSection {...props} />}
      {type === 'subtitle' && <SubtitleSection {...props} />}
      {type === 'shape' && <ShapeSection {...props} />}
      {type === 'color' && <ColorSection {...props} />}
      {type === 'person' && <PersonSection {...props} />}
      {MEDIA_KINDS.has(type) && <MediaSection {...props} />}
      {type === 'waveform' && <WaveformSection {...props} actions={waveformActions} />}
      {SOUND_KINDS.has(type) && <SoundSection {...props} />}
      <TimingSection {...props} />
      <KeyframesSection {...props} current={current} />
      <EffectsSection {...props} />
    </section>
  )
}
