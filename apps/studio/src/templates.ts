import {
  ASSUMED_ASPECT_RATIO,
  canvasSizeForAspectRatio,
  createTemplate,
  KNOWN_ASPECT_RATIOS,
  sceneOfDocument,
  type KnownAspectRatio,
  type EditorDocument,
  type ImageTemplateReq,
  type Project,
} from '@podscene/core'

export interface TemplateChoice {
  id: string
  label: string
  /** File name for Export, without `.json`. */
  name: string
  document: EditorDocument
  /** A new, imported or restored document no API holds yet: unsaved from the start (drafts). */
  neverSaved?: boolean
}

/** `aspect_ratio` codes POST /image_templates accepts (spec §4.6); the others open and export. */
export const SAVEABLE_ASPECT_RATIOS: readonly number[] = [0, 1]

/** The five canvases of docs/architecture.md §2, for "New template". */
export const ASPECT_RATIO_CHOICES = KNOWN_ASPECT_RATIOS.map((code) => {
  const size = canvasSizeForAspectRatio(code, code)
  return {
    code,
    label: `${size.ratio} (${size.width}×${size.height})`,
    saveable: SAVEABLE_ASPECT_RATIOS.includes(code),
  }
})

/** An empty template `{aspect_ratio, scene: {tracks: []}}`. */
export function newTemplate(aspectRatio: KnownAspectRatio, id: string): TemplateChoice {
  const ratio = canvasSizeForAspectRatio(aspectRatio, aspectRatio).ratio
  return {
    id,
    label: `New ${ratio} template`,
    name: `untitled-${ratio.replace(':', 'x')}`,
    document: createTemplate(aspectRatio),
    neverSaved: true,
  }
}

/** Each scene of a project, as an image template `{aspect_ratio, scene: {tracks}}`. */
export function templatesOfProject(project: Project): TemplateChoice[] {
  return (project.scenes ?? []).map((scene, i) => ({
    id: `${project.id}:${scene.key ?? i}`,
    label: `${project.title || project.id} — scene ${i + 1}${scene.script ? `: ${scene.script.slice(0, 40)}` : ''}`,
    name: `${fileNameOf(String(project.title || project.id || 'project'))}-scene-${i + 1}`,
    document: {
      aspect_ratio: project.aspect_ratio ?? ASSUMED_ASPECT_RATIO,
      scene: { tracks: scene.tracks ?? [] },
    },
  }))
}

/**
 * The POST /image_templates body for a document: a template is sent as it is (unknown fields,
 * `aspect_ratio: null` and key order kept); only a bare scene `{tracks}` is wrapped as `{scene}`.
 */
export function imageTemplateOf(document: EditorDocument): ImageTemplateReq {
  const scene = sceneOfDocument(document)
  return scene === document ? { scene } : (document as ImageTemplateReq)
}

/** A small template that works without the sandbox (no external media). */
export function starterTemplate(): TemplateChoice {
  return {
    id: 'starter',
    label: 'Starter template (offline)',
    name: 'starter',
    document: {
      aspect_ratio: 1,
      scene: {
        tracks: [
          {
            index: 0,
            key: 'background',
            type: 'color',
            layers: [{ key: 'bg', type: 'color', x: 0, y: 0, w: 1920, h: 1080, color: '#1e293b' }],
          },
          {
            index: 1,
            key: 'content',
            type: 'main',
            layers: [
              {
                key: 'card',
                type: 'shape',
                x: 160,
                y: 160,
                w: 760,
                h: 760,
                radius: '48',
                prop: { shapeInfo: { type: 'rect', color: '#38bdf8' } },
              },
              {
                key: 'title',
                type: 'text',
                x: 1000,
                y: 380,
                w: 760,
                h: 200,
                prop: {
                  textInfo: {
                    content: 'Your podcast title',
                    fontSize: 72,
                    color: '#f8fafc',
                    fontWeight: 'bold',
                  },
                },
              },
            ],
          },
        ],
      },
    },
  }
}

/** A string as a safe file name stem: letters, digits, `-` and `_`. */
export function fileNameOf(text: string): string {
  return text.replace(/[^\p{L}\p{N}_-]+/gu, '-').replace(/^-+|-+$/g, '') || 'template'
}
