// Worker threads start without the TypeScript loader of their parent (tsx, vitest), so this
// plain module registers tsx and then loads the TypeScript task.
import { register } from 'tsx/esm/api'

register()
const { default: checkBodyTask } = await import('./worker.ts')
export default checkBodyTask
