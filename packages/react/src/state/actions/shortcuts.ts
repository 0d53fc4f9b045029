import type { Action } from './types.ts'

export type KeyLike = Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey'>

interface ParsedShortcut {
  key: string
  mod: boolean
  shift: boolean
  alt: boolean
}

const cache = new Map<string, ParsedShortcut>()

/** `Mod+Shift+Z` → {key: 'z', mod, shift}; the key is the part after the last `+` (`+` alone is the key). */
export function parseShortcut(shortcut: string): ParsedShortcut {
  let parsed = cache.get(shortcut)
  if (parsed) return parsed
  const plusKey = shortcut.endsWith('+')
  const parts = (plusKey ? shortcut.slice(0, -1) : shortcut).split('+').filter(Boolean)
  const key = plusKey ? '+' : (parts.pop() ?? '')
  const mods = new Set(parts.map((p) => p.toLowerCase()))
  parsed = {
    key: key.length === 1 ? key.toLowerCase() : key,
    mod: mods.has('mod') || mods.has('ctrl') || mods.has('cmd') || mods.has('meta'),
    shift: mods.has('shift'),
    alt: mods.has('alt') || mods.has('option'),
  }
  cache.set(shortcut, parsed)
  return parsed
}

/** Whether a key event is this shortcut. */
export function matchesShortcut(event: KeyLike, shortcut: string): boolean {
  const s = parseShortcut(shortcut)
  // `Space` names the space bar, whose key value is " ".
  const key =
    event.key === ' ' ? 'Space' : event.key.length === 1 ? event.key.toLowerCase() : event.key
  if (key !== s.key) return false
  if ((event.ctrlKey || event.metaKey) !== s.mod || event.altKey !== s.alt) return false
  // Symbols and digits are typed with or without Shift depending on the layout.
  const shiftMatters = s.key.length > 1 || /[a-z]/.test(s.key)
  return !shiftMatters || event.shiftKey === s.shift
}

export function shortcutsOf(action: Action): readonly string[] {
  const { shortcut } = action
  return shortcut === undefined ? [] : typeof shortcut === 'string' ? [shortcut] : shortcut
}

/** A shortcut as people read it: `Ctrl+Shift+Z` (or `⌘⇧Z` on Apple platforms). */
export function shortcutLabel(shortcut: string, apple = false): string {
  const s = parseShortcut(shortcut)
  const key = s.key.length === 1 ? s.key.toUpperCase() : s.key.replace(/^Arrow/, '')
  if (apple) return `${s.mod ? '⌘' : ''}${s.alt ? '⌥' : ''}${s.shift ? '⇧' : ''}${key}`
  return [s.mod && 'Ctrl', s.alt && 'Alt', s.shift && 'Shift', key].filter(Boolean).join('+')
}
