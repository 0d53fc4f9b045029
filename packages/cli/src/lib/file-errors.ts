/** One-line text for a failed file operation, from the error's code (no stack, no errno noise). */
export function fileErrorMessage(error: unknown, action: 'read' | 'write' = 'read'): string {
  const code = (error as { code?: unknown } | null)?.code
  switch (code) {
    case 'ENOENT':
      return action === 'read' ? 'no such file' : 'cannot write: no such directory'
    case 'EACCES':
    case 'EPERM':
      return 'permission denied'
    case 'EISDIR':
      return 'is a directory, expected a JSON file'
    case 'ENOTDIR':
      return 'a part of the path is not a directory'
    case 'ENOSPC':
      return `cannot ${action}: no space left on device`
    case 'EROFS':
      return `cannot ${action}: read-only file system`
    case 'ENXIO':
      return `cannot ${action}: no device or reader at the other end`
    default:
      return `cannot ${action} file: ${firstLine(error)}`
  }
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!
}
