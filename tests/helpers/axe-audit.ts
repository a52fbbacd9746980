import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** Issue 14 asks for WCAG 2.1 AA; axe's best-practice rules are advice, not part of that bar. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const BLOCKING = new Set(['serious', 'critical'])
const TARGETS_SHOWN = 3

export type Finding = { rule: string; help: string; where: string; targets: string[] }

/** The serious and critical WCAG 2.1 AA violations axe finds on the page as it is now. */
export async function auditPage(page: Page, where: string): Promise<Finding[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze()
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({ rule: violation.id, help: violation.help, where, targets: violation.nodes.map((node) => node.target.join(' ')) }))
}

/** Per rule: the node count first (the figure the issue tracks), then each page with a few of its nodes. */
export function describeFindings(findings: Finding[]) {
  const rules = new Map<string, Finding[]>()
  for (const finding of findings) rules.set(finding.rule, [...(rules.get(finding.rule) ?? []), finding])
  const lines = [`${findings.reduce((sum, finding) => sum + finding.targets.length, 0)} serious/critical nodes`]
  for (const [rule, onPages] of rules) {
    const nodes = onPages.reduce((sum, finding) => sum + finding.targets.length, 0)
    lines.push(`${rule}: ${nodes} nodes on ${onPages.length} pages (${onPages[0].help})`)
    for (const { where, targets } of onPages) {
      const more = targets.length > TARGETS_SHOWN ? ` … +${targets.length - TARGETS_SHOWN}` : ''
      lines.push(`    ${where}: ${targets.slice(0, TARGETS_SHOWN).join(' | ')}${more}`)
    }
  }
  return lines.join('\n')
}

export function expectNoFindings(findings: Finding[]) {
  expect(findings.length, describeFindings(findings)).toBe(0)
}
