/**
 * Name of Konva nodes drawn only while editing (e.g. the audio marker): exported frames hide
 * them, as `podscene render` (which draws without editing) never has them.
 */
export const EDITOR_ONLY_NODE_NAME = 'podscene-editor-only'
