// axe-core over a playwright-core page: every rule of every impact (WCAG 2.x A/AA + best
// practices), the violations as one line per rule and node so a failure says what and where.
import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright-core'

export interface AxeFinding {
  rule: string
  impact: string
  nodes: string[]
}

/** Runs axe on the page (or under `include`); returns its violations, or [] when clean. */
export async function axeViolations(page: Page, include?: string): Promise<AxeFinding[]> {
  let builder = new AxeBuilder({ page: page as never })
  if (include) builder = builder.include(include)
  const results = await builder.analyze()
  return results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact ?? 'unknown',
    nodes: v.nodes.map(
      (n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
    ),
  }))
}

/** "rule (impact) ×n: target: why" lines, for a failure message or a report. */
export function describeFindings(findings: readonly AxeFinding[]): string {
  return findings
    .map((f) => `${f.rule} (${f.impact}) ×${f.nodes.length}\n    ${f.nodes.join('\n    ')}`)
    .join('\n  ')
}
