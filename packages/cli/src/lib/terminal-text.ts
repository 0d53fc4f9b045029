/**
 * Control characters in text the CLI prints. A template may hold escape sequences that clear the
 * terminal, set its title or forge output lines; everything printed passes through here.
 *
 * Escaped: C0 (U+0000–U+001F, so ESC, CR and newline too), DEL, C1 (U+0080–U+009F), the line and
 * paragraph separators, and the bidirectional overrides/isolates that reorder what is shown.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g
/** The same set less C0, which JSON.stringify already escapes inside strings. */
const CONTROL_LEFT_BY_JSON = /[\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g

const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' }

/** `a\u001b[2Jb` → `a\x1b[2Jb`; one printed line stays one line. */
export function escapeControl(text: string): string {
  return text.replace(CONTROL, (c) => NAMED[c] ?? hexEscape(c))
}

/** JSON text with the controls JSON.stringify leaves raw written as `\uXXXX` (still equal JSON). */
export function escapeJsonControls(json: string): string {
  return json.replace(CONTROL_LEFT_BY_JSON, unicodeEscape)
}

function hexEscape(c: string): string {
  const code = c.charCodeAt(0)
  return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : unicodeEscape(c)
}

function unicodeEscape(c: string): string {
  return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`
}
