import { checkBodyText, type BodyVerdict } from './check-body.ts'

/** The pool's task: check one body off the main thread. */
export default function checkBodyTask(task: { route: string; text: string }): BodyVerdict {
  return checkBodyText(task.route, task.text)
}
