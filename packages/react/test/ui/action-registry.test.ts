import { describe, expect, it, vi } from 'vitest'
import { Editor, type EditorDocument } from '@podscene/core'
import {
  createActionRegistry,
  createUiStore,
  defaultActions,
  type Action,
} from '../../src/index.ts'
import { handleShortcut } from '../../src/actions/keyboard-shortcuts.ts'
import { matchesShortcut, shortcutLabel } from '../../src/actions/index.ts'

const key = (
  k: string,
  mods: { ctrl?: boolean; meta?: boolean; shift?: boolean; alt?: boolean } = {},
) => ({
  key: k,
  ctrlKey: mods.ctrl ?? false,
  metaKey: mods.meta ?? false,
  shiftKey: mods.shift ?? false,
  altKey: mods.alt ?? false,
})

describe('shortcuts', () => {
  it('matches Mod as Ctrl or ⌘, Shift exactly for letters and named keys, loosely for symbols', () => {
    expect(matchesShortcut(key('z', { ctrl: true }), 'Mod+Z')).toBe(true)
    expect(matchesShortcut(key('Z', { meta: true, shift: true }), 'Mod+Z')).toBe(false)
    expect(matchesShortcut(key('Z', { meta: true, shift: true }), 'Mod+Shift+Z')).toBe(true)
    expect(matchesShortcut(key('z'), 'Mod+Z')).toBe(false)
    expect(matchesShortcut(key('ArrowLeft', { shift: true }), 'ArrowLeft')).toBe(false)
    expect(matchesShortcut(key('ArrowLeft', { shift: true }), 'Shift+ArrowLeft')).toBe(true)
    expect(matchesShortcut(key('+', { shift: true }), '+')).toBe(true)
    expect(matchesShortcut(key('+', { ctrl: true }), '+')).toBe(false)
    expect(matchesShortcut(key('+', { ctrl: true }), 'Mod++')).toBe(true)
    expect(matchesShortcut(key(']', { alt: true }), ']')).toBe(false)
  })

  it('labels shortcuts for people', () => {
    expect(shortcutLabel('Mod+Shift+Z')).toBe('Ctrl+Shift+Z')
    expect(shortcutLabel('Mod+Shift+Z', true)).toBe('⌘⇧Z')
    expect(shortcutLabel('Shift+ArrowLeft')).toBe('Shift+Left')
  })
})

describe('createActionRegistry', () => {
  const action = (id: string, extra: Partial<Action> = {}): Action => ({
    id,
    label: id,
    perform: () => {},
    ...extra,
  })

  it('adds, overrides in place, updates and removes; notifies and keeps the list identity until a change', () => {
    const registry = createActionRegistry([action('a'), action('b')])
    const listener = vi.fn()
    registry.subscribe(listener)
    const first = registry.list()
    expect(registry.list()).toBe(first)
    registry.register(action('a', { label: 'A2' }))
    expect(registry.list().map((a) => [a.id, a.label])).toEqual([
      ['a', 'A2'],
      ['b', 'b'],
    ])
    registry.register(action('c'))
    registry.update('b', { shortcut: 'X' })
    expect(registry.get('b')!.shortcut).toBe('X')
    registry.remove('a')
    registry.remove('missing')
    expect(registry.list().map((a) => a.id)).toEqual(['b', 'c'])
    expect(listener).toHaveBeenCalledTimes(4)
    expect(() => registry.update('missing', {})).toThrow('action "missing" is not registered')
  })

  it('has unique ids and shortcuts among the defaults', () => {
    const ids = defaultActions.map((a) => a.id)
    expect(new Set(ids).size).toBe(ids.length)
    const shortcuts = defaultActions.flatMap((a) =>
      a.shortcut === undefined
        ? []
        : typeof a.shortcut === 'string'
          ? [a.shortcut]
          : [...a.shortcut],
    )
    expect(new Set(shortcuts).size).toBe(shortcuts.length)
  })

  it('keys of a disabled action pass through unless it claims them', () => {
    const empty: EditorDocument = { scene: { tracks: [] } }
    const editor = new Editor(empty)
    const ctx = { editor, ui: createUiStore(), readOnly: false }
    // Nothing selected: Delete is disabled and not taken; Ctrl+D is disabled but claimed.
    expect(handleShortcut(key('Delete'), ctx)).toBe(false)
    expect(handleShortcut(key('d', { ctrl: true }), ctx)).toBe(true)
    // Nothing to undo: still claimed, so the browser does not act on Ctrl+Z.
    expect(handleShortcut(key('z', { ctrl: true }), ctx)).toBe(true)
    expect(handleShortcut(key('Escape'), ctx)).toBe(false)
  })
})
