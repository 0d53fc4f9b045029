import { useMemo, useRef, useState } from 'react'
import type { Project } from '@podscene/core'
import {
  playerScenesOf,
  sceneIndexAt,
  ScenePlayer,
  type ScenePlayerHandle,
} from '@podscene/react/player'
import type { Api } from './api.ts'
import { fileNameOf, templatesOfProject, type TemplateChoice } from './templates.ts'
import { ExportVideoDialog } from './video/ExportVideoDialog.tsx'
import { useProject } from './use-project.ts'

export interface ProjectPreviewProps {
  api: Api
  projectId: string
  /** "Use this scene as a template": the scene shown, as an image template. */
  onUseScene(template: TemplateChoice, sceneIndex: number, project: Project): void
  onClose(): void
}

/**
 * An opened project: title (rename), status with progress (polled while processing), the
 * failure's `err_msg` with "Retry", and the read-only player of all its scenes in sequence.
 */
export function ProjectPreview({ api, projectId, onUseScene, onClose }: ProjectPreviewProps) {
  const { view, action, retry, rename } = useProject(api, projectId)
  const player = useRef<ScenePlayerHandle>(null)
  const [sceneIndex, setSceneIndex] = useState(0)
  const [title, setTitle] = useState<string | null>(null)
  const [exportingVideo, setExportingVideo] = useState(false)
  const [exported, setExported] = useState<string | null>(null)
  const project = view.status === 'loaded' ? view.project : null
  const shownTitle = String(project?.title || projectId)
  const scenes = project?.scenes ?? []
  const timeline = useMemo(() => (project ? playerScenesOf(project) : []), [project])

  return (
    <div className="studio__backdrop">
      <section
        role="dialog"
        aria-modal="true"
        aria-label="Project preview"
        className="studio__dialog studio__project"
        onKeyDown={(e) => e.key === 'Escape' && !exportingVideo && onClose()}
      >
        <div className="studio__project-header">
          <h2>{view.status === 'loaded' ? shownTitle : `Project ${projectId}`}</h2>
          <button type="button" onClick={onClose}>
            Close
          </button>
        </div>
        {view.status === 'loading' && <p aria-live="polite">Loading project {projectId}…</p>}
        {view.status === 'error' && (
          <p role="alert" className="studio__error">
            {view.message}
          </p>
        )}
        {project && view.status === 'loaded' && (
          <>
            <form
              className="studio__project-rename"
              onSubmit={(e) => {
                e.preventDefault()
                const next = (title ?? shownTitle).trim()
                if (next) void rename(next)
              }}
            >
              <label>
                Project title
                <input
                  type="text"
                  value={title ?? shownTitle}
                  onChange={(e) => setTitle(e.target.value)}
                />
              </label>
              <button type="submit" disabled={action.status === 'busy'}>
                Rename
              </button>
            </form>
            <div className="studio__project-status" aria-live="polite">
              {view.state === 'processing' && (
                <>
                  <span>Processing… {Math.round(Number(project.progress ?? 0))}%</span>
                  <progress aria-label="Progress" max={100} value={Number(project.progress ?? 0)} />
                </>
              )}
              {view.state === 'completed' && <span>Completed</span>}
              {view.state === 'failed' && (
                <>
                  <span className="studio__error">
                    Failed: {String(project.err_msg || project.err_code || 'no message')}
                  </span>
                  <button
                    type="button"
                    disabled={action.status === 'busy'}
                    onClick={() => void retry()}
                  >
                    Retry
                  </button>
                </>
              )}
              {action.status === 'busy' && <span>{action.what}…</span>}
              {action.status === 'done' && <span className="studio__ok">{action.message}</span>}
            </div>
            {action.status === 'error' && (
              <p role="alert" className="studio__error">
                {action.message}
              </p>
            )}
            {scenes.length > 0 ? (
              <>
                <ScenePlayer
                  ref={player}
                  source={project}
                  label="Project player"
                  className="studio__player"
                  style={playerFit(timeline[0]?.canvas)}
                  onTimeUpdate={(ms) => setSceneIndex(sceneIndexAt(timeline, ms))}
                />
                <div className="studio__dialog-actions">
                  <button
                    type="button"
                    onClick={() => {
                      const template = templatesOfProject(project)[sceneIndex]
                      if (template) onUseScene(template, sceneIndex, project)
                    }}
                  >
                    Use this scene as a template
                  </button>
                  <button type="button" onClick={() => setExportingVideo(true)}>
                    Export video
                  </button>
                </div>
                {exported && (
                  <p role="status" className="studio__ok">
                    Exported video {exported}
                  </p>
                )}
                {exportingVideo && (
                  <ExportVideoDialog
                    source={project}
                    fileName={fileNameOf(shownTitle)}
                    onClose={() => setExportingVideo(false)}
                    onExported={(file) => {
                      setExportingVideo(false)
                      setExported(file)
                    }}
                  />
                )}
              </>
            ) : (
              <p>This project has no scenes yet.</p>
            )}
          </>
        )}
      </section>
    </div>
  )
}

/** The player as wide as the dialog, but no taller than what is left of the window. */
function playerFit(canvas: { width: number; height: number } | undefined) {
  const ratio = canvas ? canvas.width / canvas.height : 16 / 9
  return { width: `min(100%, calc((90vh - 200px) * ${ratio.toFixed(4)}))`, justifySelf: 'center' }
}
