import { useCallback, useEffect, useState } from 'react'
import { describeError, fetchSeedProjects, type Api } from './api.ts'
import { starterTemplate, templatesOfProject, type TemplateChoice } from './templates.ts'

export type TemplatesState =
  | { status: 'loading' }
  | { status: 'ready'; choices: TemplateChoice[] }
  | { status: 'error'; message: string; choices: TemplateChoice[] }

/** Loads the demo project's scenes from the API as templates; the offline starter is always there. */
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
        if (!demo) throw new Error('the API lists no project in this Space')
        const project = await api.client.getProject(demo.id, { signal: abort.signal })
        const choices = [...templatesOfProject(project), starterTemplate()]
        if (!abort.signal.aborted) setState({ status: 'ready', choices })
      } catch (error) {
        if (abort.signal.aborted) return
        setState({
          status: 'error',
          message: `Could not load the demo templates: ${describeError(error)}`,
          choices: [starterTemplate()],
        })
      }
    })()
    return () => abort.abort()
  }, [api, attempt])
  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  return { ...state, reload }
}
