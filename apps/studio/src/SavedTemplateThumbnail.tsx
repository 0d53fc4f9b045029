import { useMemo } from 'react'
import { canvasOfDocument, compileScene, parseTemplateText } from '@podscene/core'
import { SceneCanvas } from '@podscene/react'

const BOX = { width: 128, height: 72 }

/**
 * A saved template's thumbnail: its frame at the middle of its duration (a still: its only
 * frame), drawn by the same canvas as the editor, fitted into 128×72. Named "Frame at <t> ms".
 */
export function SavedTemplateThumbnail({ text }: { text: string }) {
  const frame = useMemo(() => {
    const parsed = parseTemplateText(text)
    if (!parsed.ok) return null
    const { scene, document } = parsed.value
    const background = (scene as { bg_color?: unknown }).bg_color
    return {
      scene,
      canvas: canvasOfDocument(document).size,
      timeMs: Math.floor(compileScene(scene).durationMs / 2),
      background: typeof background === 'string' && background ? background : '#000000',
    }
  }, [text])
  if (!frame) return <span className="studio__thumbnail" role="img" aria-label="No frame" />
  return (
    <span
      className="studio__thumbnail"
      role="img"
      aria-label={`Frame at ${frame.timeMs} ms`}
      style={{ width: BOX.width, height: BOX.height }}
    >
      <SceneCanvas
        scene={frame.scene}
        canvasSize={frame.canvas}
        timeMs={frame.timeMs}
        width={BOX.width}
        height={BOX.height}
        view="fit"
        fitPadding={0}
        background={frame.background}
      />
    </span>
  )
}
