import { useCallback, useEffect, useState } from 'react'
import { describeError, fetchSeedProjects, type Api } from './api.ts'
import { templatesOfProject, type TemplateChoice } from './templates.ts'
import { starterTemplates } from './starters/starter-templates.ts'

export type TemplatesState =
  | { status: 'loading' }
  | { status: 'ready'; choices: TemplateChoice[] }
  | { status: 'error'; message: string; choices: TemplateChoice[] }

/**
 * The bundled starter templates, always; before them, when the server offers the sandbox's seed
 * listing (probed quietly: a server without `/_sandbox/*` is no error), the demo project's
 * scenes. Only an API that cannot be reached at all is reported.
 */
export function useTemplates(api: Api): TemplatesState & { reload(): void } {
  const [state, setState] = useState<TemplatesState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    const abort = new AbortController()
    setState({ status: 'loading' })
    void (async () => {
      try {
        const projects = await fetchSeedProjects(api, abort.signal)
        const demo = projects.find((p) => p.state === 'completed') ?? projects[0]
        const project = demo && (await api.client.getProject(demo.id, { signal: abort.signal }))
        const choices = [...(project ? templatesOfProject(project) : []), ...starterTemplates()]
        if (!abort.signal.aborted) setState({ status: 'ready', choices })
      } catch (error) {
        if (abort.signal.aborted) return
        setState({
          status: 'error',
          message: `Could not load the demo templates: ${describeError(error)}`,
          choices: starterTemplates(),
        })
      }
    })()
    return () => abort.abort()
  }, [api, attempt])
  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  return { ...state, reload }
}
