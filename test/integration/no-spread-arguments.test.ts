// Issue 26 item 8: no spread of arrays into calls in core (RangeError from ~100k elements). The
// rule podscene/no-spread-arguments, alone on a snippet and through the repository's config.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ESLint, Linter } from 'eslint'
import tseslint from 'typescript-eslint'
import { noSpreadArguments } from '../../scripts/eslint/no-spread-arguments.js'

const root = resolve(import.meta.dirname, '../..')

/** The rule's reports on `code` (no type information: every spread is reported). */
function ruleMessages(code: string): string[] {
  const linter = new Linter({ configType: 'flat' })
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser as Linter.Parser },
        plugins: { podscene: { rules: { 'no-spread-arguments': noSpreadArguments } } },
        rules: { 'podscene/no-spread-arguments': 'error' },
      },
    ],
    'probe.ts',
  )
  return messages.map((m) => `${m.line}:${m.column}${m.fatal ? ` ${m.message}` : ''}`)
}

describe('podscene/no-spread-arguments', { timeout: 120_000 }, () => {
  it('reports every spread into a call or new', () => {
    const code = `export function f(xs: number[]): number {
  const out: number[] = []
  out.push(...xs)
  return Math.max(...xs, new Set(...[xs]).size, [...xs].length)
}
`
    expect(ruleMessages(code)).toEqual(['3:12', '4:19', '4:34'])
  })

  it('is on for core: its sources lint clean, a tuple spread allowed (easing.ts: 4 control points)', async () => {
    const file = resolve(root, 'packages/core/src/semantics/easing.ts')
    expect(readFileSync(file, 'utf8')).toContain('sampledBezier(...named)')
    const eslint = new ESLint({ cwd: root })
    const config = (await eslint.calculateConfigForFile(file)) as Linter.Config
    expect(config.rules?.['podscene/no-spread-arguments']).toEqual([2])
    const [result] = await eslint.lintFiles([file])
    expect(result!.messages).toEqual([])
  })
})
