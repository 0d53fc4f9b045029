import { useEffect, useId, useState } from 'react'
import { Dialog } from './Dialog.tsx'
import { describeError, fetchSeedProjects, type Api, type SeedProject } from './api.ts'

export interface ProjectDialogProps {
  api: Api
  onOpen(projectId: string): void
  onCancel(): void
}

type Seed =
  | { status: 'loading' }
  | { status: 'ok'; projects: SeedProject[] }
  | { status: 'none'; message: string }

/**
 * "Open project": a project id, or (against the sandbox) one of its seed projects picked from a
 * list; "Open" shows the project (ProjectPreview).
 */
export function ProjectDialog({ api, onOpen, onCancel }: ProjectDialogProps) {
  const [projectId, setProjectId] = useState('')
  const [seed, setSeed] = useState<Seed>({ status: 'loading' })
  const listId = useId()
  const hintId = useId()
  useEffect(() => {
    const controller = new AbortController()
    fetchSeedProjects(api, controller.signal).then(
      (projects) => {
        setSeed({ status: 'ok', projects })
        // The list shows its first project as picked: make it the picked one, so "Open" works
        // at once (unless an id was typed meanwhile).
        if (projects[0]) setProjectId((typed) => (typed.trim() ? typed : projects[0]!.id))
      },
      (error: unknown) => {
        // Not the sandbox (or it is down): the id field alone still works.
        if (!controller.signal.aborted) setSeed({ status: 'none', message: describeError(error) })
      },
    )
    return () => controller.abort()
  }, [api])
  const id = projectId.trim()

  return (
    <Dialog
      title="Open project"
      className="studio__settings"
      onSubmit={() => id && onOpen(id)}
      onCancel={onCancel}
    >
      <label>
        Project id
        <input
          type="text"
          value={projectId}
          spellCheck={false}
          autoFocus
          onChange={(e) => setProjectId(e.target.value)}
        />
      </label>
      {seed.status === 'ok' && seed.projects.length > 0 && (
        <label htmlFor={listId}>
          Sandbox projects
          <select
            id={listId}
            size={Math.min(6, seed.projects.length)}
            value={seed.projects.some((p) => p.id === id) ? id : ''}
            onChange={(e) => setProjectId(e.target.value)}
            // Clicking the project the list shows as picked (while another id is typed) picks it.
            onClick={(e) => {
              const option = e.target
              if (option instanceof HTMLOptionElement) setProjectId(option.value)
            }}
            onDoubleClick={() => id && onOpen(id)}
          >
            {seed.projects.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title || p.id} ({p.state})
              </option>
            ))}
          </select>
        </label>
      )}
      {seed.status === 'loading' && <p className="studio__hint">Looking for sandbox projects…</p>}
      {!id && seed.status !== 'loading' && (
        <p className="studio__hint" id={hintId}>
          Type a project id
          {seed.status === 'ok' && seed.projects.length > 0 ? ' or pick a project' : ''} to open it.
        </p>
      )}
      <div className="studio__dialog-actions">
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
        <button
          type="submit"
          className="studio__primary"
          disabled={!id}
          aria-describedby={!id && seed.status !== 'loading' ? hintId : undefined}
        >
          Open
        </button>
      </div>
    </Dialog>
  )
}
