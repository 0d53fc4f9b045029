import {
  formatProblem,
  moreProblemsMessage,
  parseJsonText,
  parseTemplateText,
  parseWith,
  ProjectSchema,
  type ParseResult,
} from '@podscene/core'
import { templatesOfProject, type TemplateChoice } from './templates.ts'

/** How many problems an import error lists before "and N more problems". */
export const SHOWN_PROBLEMS = 3

export type ImportResult =
  | { ok: true; kind: 'template' | 'scene' | 'project'; choices: TemplateChoice[] }
  | { ok: false; message: string }

/**
 * A file's text as documents to open: an image template `{aspect_ratio, scene}` or a scene
 * `{tracks}` (one document, the parsed input itself), or a project record `{scenes}` (each scene
 * as a template, like the demo project's). `idPrefix` keeps the choices' ids unique per import.
 */
export function importFile(fileName: string, text: string, idPrefix: string): ImportResult {
  const name = fileName.replace(/\.json$/i, '') || 'imported'
  const json = parseJsonText(text)
  if (json.ok && isProjectRecord(json.value)) {
    const project = parseWith(ProjectSchema, json.value)
    if (!project.ok) return failure(fileName, project)
    const choices = templatesOfProject(project.value).map((choice, i) => ({
      ...choice,
      id: `${idPrefix}:${choice.id}`,
      label: `${fileName} — scene ${i + 1}`,
      name: `${name}-scene-${i + 1}`,
    }))
    if (choices.length === 0) {
      return { ok: false, message: `Could not import ${fileName}: the project has no scenes` }
    }
    return { ok: true, kind: 'project', choices }
  }
  const parsed = parseTemplateText(text)
  if (!parsed.ok) return failure(fileName, parsed)
  const choice = { id: idPrefix, label: fileName, name, document: parsed.value.document }
  return { ok: true, kind: parsed.value.kind, choices: [choice] }
}

/** An object with `scenes` and neither `scene` nor `tracks`: a GET /project `data` record. */
function isProjectRecord(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  return Object.hasOwn(value, 'scenes') && !['scene', 'tracks'].some((k) => Object.hasOwn(value, k))
}

function failure(fileName: string, result: ParseResult<unknown> & { ok: false }): ImportResult {
  const shown = result.problems.slice(0, SHOWN_PROBLEMS).map(formatProblem)
  const more = result.problems.length - shown.length + (result.more ?? 0)
  if (more > 0) shown.push(moreProblemsMessage(more))
  return { ok: false, message: `Could not import ${fileName}: ${shown.join('; ')}` }
}
