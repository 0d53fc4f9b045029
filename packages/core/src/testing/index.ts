/** Test helpers for code built on the Editor: `import { TestEditor } from '@podscene/core/testing'`. */
export { TestEditor, testDocument, testLayer } from './test-editor.ts'
export type { TestDocument, TestPointerOptions, TimelineDragOptions } from './test-editor.ts'
