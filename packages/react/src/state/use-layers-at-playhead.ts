import { useMemo, useRef } from 'react'
import {
  compileScene,
  evaluateEntry,
  evaluateScene,
  sceneOfDocument,
  type CompiledScene,
  type EvaluatedLayer,
} from '@podscene/core'
import { useEditorState } from './use-editor-state.ts'

/** The document compiled for evaluation; recompiles only what an edit touched. */
export function useCompiledScene(): CompiledScene {
  const doc = useEditorState((s) => s.document)
  const previous = useRef<CompiledScene | null>(null)
  return useMemo(() => {
    previous.current = compileScene(sceneOfDocument(doc), previous.current)
    return previous.current
  }, [doc])
}

/** Every layer of the Editor's document evaluated at the playhead, in draw order (no culling). */
export function useLayersAtPlayhead(): EvaluatedLayer[] {
  const compiled = useCompiledScene()
  const t = useEditorState((s) => s.session.playheadMs)
  return useMemo(() => evaluateScene(compiled, t), [compiled, t])
}

/** One layer of the Editor's document evaluated at the playhead, or null when there is none. */
export function useLayerAtPlayhead(key: string | null): EvaluatedLayer | null {
  const compiled = useCompiledScene()
  const t = useEditorState((s) => s.session.playheadMs)
  return useMemo(() => {
    const entry = key ? compiled.entries.find((e) => e.layer.key === key) : undefined
    return entry ? evaluateEntry(compiled, entry, t) : null
  }, [compiled, key, t])
}
