/**
 * Limits applied before schema validation so hostile input fails with a clear problem
 * instead of a stack overflow or an exhausted heap.
 */
/** Deepest allowed nesting of objects and arrays; the root object is depth 1. Real templates stay under 12. */
export const DEFAULT_MAX_DEPTH = 64
/** Largest accepted JSON text, in UTF-8 bytes (32 MiB). */
export const DEFAULT_MAX_BYTES = 32 * 1024 * 1024

/** Problems listed at most; further ones are only counted (`more` of a failed ParseResult). */
export const DEFAULT_MAX_PROBLEMS = 100

export interface ParseLimits {
  maxDepth?: number
  maxBytes?: number
  /** Problems listed at most (default 100); the rest are counted in `more`. */
  maxProblems?: number
}
