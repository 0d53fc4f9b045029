// The code blocks of the docs and READMEs marked as examples: a fence whose info string is
// `ts example` or `tsx example`. docs.test.ts extracts them into files and compiles them with tsc;
// blocks that run (the quick start, the API client) are also run.
import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { root } from './generate-docs.ts'

export interface Example {
  /** The markdown file, relative to the repository root. */
  source: string
  /** Line of the first code line in that file (1-based). */
  line: number
  lang: 'ts' | 'tsx'
  code: string
}

/** The markdown files that may hold examples: the docs site's pages and every README. */
export function exampleSources(): string[] {
  const site = join(root, 'docs/site')
  const pages = readdirSync(site, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md') && !f.includes('node_modules') && !f.includes('.vitepress'))
    .map((f) => join(site, f))
  const readmes = ['README.md', 'packages', 'apps', 'examples'].flatMap((dir) =>
    dir === 'README.md'
      ? [join(root, dir)]
      : readdirSync(join(root, dir)).map((name) => join(root, dir, name, 'README.md')),
  )
  return [...pages, ...readmes.filter((f) => existsFile(f))].sort()
}

function existsFile(file: string): boolean {
  try {
    readFileSync(file)
    return true
  } catch {
    return false
  }
}

export function examplesOf(file: string): Example[] {
  const lines = readFileSync(file, 'utf8').split('\n')
  const examples: Example[] = []
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)```(tsx?) example\s*$/.exec(lines[i]!)
    if (!open) continue
    const indent = open[1]!.length
    const start = i + 1
    let end = start
    while (end < lines.length && !/^\s*```\s*$/.test(lines[end]!)) end++
    const code = lines
      .slice(start, end)
      .map((l) => l.slice(indent))
      .join('\n')
    examples.push({
      source: relative(root, file),
      line: start + 1,
      lang: open[2] as 'ts' | 'tsx',
      code,
    })
    i = end
  }
  return examples
}

export function allExamples(): Example[] {
  return exampleSources().flatMap(examplesOf)
}

/** A file name for an example: its page and line, e.g. `docs-site-guide-player-md-L8.tsx`. */
export function exampleFileName(example: Example): string {
  return `${example.source.replace(/[^a-zA-Z0-9]+/g, '-')}-L${example.line}.${example.lang}`
}
