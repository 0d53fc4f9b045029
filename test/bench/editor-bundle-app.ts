// What an app that renders <SceneEditor> imports from @podscene/react: the editor-bundle bench
// bundles it so that exports the editor does not use (exportVideo, the panels as parts, …) are
// left out as a consumer's bundler leaves them out.
export { SceneEditor } from '../../packages/react/src/index.ts'
