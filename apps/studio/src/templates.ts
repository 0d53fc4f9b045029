import {
  sceneOfDocument,
  type EditorDocument,
  type ImageTemplateReq,
  type Project,
} from '@podscene/core'

export interface TemplateChoice {
  id: string
  label: string
  document: EditorDocument
}

/** Each scene of a project, as an image template `{aspect_ratio, scene: {tracks}}`. */
export function templatesOfProject(project: Project): TemplateChoice[] {
  return (project.scenes ?? []).map((scene, i) => ({
    id: `${project.id}:${scene.key ?? i}`,
    label: `${project.title || project.id} — scene ${i + 1}${scene.script ? `: ${scene.script.slice(0, 40)}` : ''}`,
    document: { aspect_ratio: project.aspect_ratio ?? 1, scene: { tracks: scene.tracks ?? [] } },
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
