/** Test helpers for code built on the Editor: `import { TestEditor } from '@podscene/core/testing'`. */
export { TestEditor, testDocument, testLayer } from './test-editor.ts'
export type { TestDocument } from './test-editor.ts'
