/** A deep copy of JSON data (arguments are validated as JSON before they are copied). */
export function cloneJson<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T)
}
