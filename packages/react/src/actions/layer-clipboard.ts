import { CLIPBOARD_KIND } from '@podscene/core'

/**
 * One clipboard of layers for the whole page (core's clipboard JSON from `editor.copy`): menu and
 * keyboard Cut / Copy / Paste of every Editor on the page share it, so layers copied in one open
 * document paste into another. The system clipboard comes first — keyboard Ctrl+C / X / V through
 * the browser's clipboard events, menus through `navigator.clipboard` (reading may ask the user's
 * permission) — and this module-level copy is the fallback where the system clipboard cannot be
 * written or read (permission refused, no Clipboard API, an insecure page).
 */
let shared: string | undefined

/** The last layers cut or copied on this page (clipboard JSON), if any. */
export function layerClipboard(): string | undefined {
  return shared
}

/** Keeps layers cut or copied by the keyboard (the clipboard event already wrote the system one). */
export function rememberLayerClipboard(json: string): void {
  shared = json
}

/** Menu Cut / Copy: keeps the layers and writes them to the system clipboard when allowed. */
export function setLayerClipboard(json: string): void {
  shared = json
  const clipboard = systemClipboard()
  if (clipboard?.writeText) clipboard.writeText(json).catch(() => undefined)
}

/** Whether a menu Paste may find layers: kept here, or a system clipboard it may read. */
export function mayHaveLayerClipboard(): boolean {
  return shared !== undefined || typeof systemClipboard()?.readText === 'function'
}

/**
 * Menu Paste: layers on the system clipboard (copied in another tab or window too), else the
 * ones kept here; undefined when neither holds layers.
 */
export async function readLayerClipboard(): Promise<string | undefined> {
  const clipboard = systemClipboard()
  if (clipboard?.readText) {
    try {
      const text = await clipboard.readText()
      if (isLayerClipboard(text)) return text
    } catch {
      // Refused or unavailable: the page's own copy.
    }
  }
  return shared
}

function systemClipboard(): Clipboard | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.clipboard
}

/** Whether text is core's layer clipboard JSON (`{"kind": "podscene/layers", …}`). */
export function isLayerClipboard(text: string): boolean {
  if (!text.trimStart().startsWith('{')) return false
  try {
    const value: unknown = JSON.parse(text)
    return (
      typeof value === 'object' &&
      value !== null &&
      (value as { kind?: unknown }).kind === CLIPBOARD_KIND
    )
  } catch {
    return false
  }
}
