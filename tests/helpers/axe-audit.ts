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

/**
 * axe's colour checks it could not decide ("incomplete"): a gradient behind the text, or the text under
 * another element or outside its scroller at the moment axe looked (a slide off its track, a row
 * under the sticky tab bar). Each undecided text is scrolled to the middle of its scrollers and checked
 * again; what is still undecided or fails is returned. Gradient backgrounds axe cannot compute at all:
 * those are returned apart, for a test that computes them itself (the sub-header's band).
 */
export async function undecidedColours(page: Page) {
  const options = { runOnly: { type: 'rule' as const, values: ['color-contrast'] } }
  const { incomplete } = await new AxeBuilder({ page }).options(options).analyze()
  const nodes = incomplete.flatMap((result) => result.nodes)
  const onGradient = nodes.filter((node) => node.any.some((check) => /gradient/.test(check.message))).map((node) => node.target.join(' '))
  let open = nodes.map((node) => node.target.join(' ')).filter((target) => !onGradient.includes(target))
  const failed: string[] = []
  while (open.length > 0) {
    await page.locator(open[0]!).evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' }))
    // Only the texts now on screen are checked again: axe over every open one each round took minutes.
    const onScreen = await page.evaluate(
      (targets) =>
        targets.filter((target) => {
          const box = document.querySelector(target)?.getBoundingClientRect()
          return box !== undefined && box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth
        }),
      open,
    )
    const builder = new AxeBuilder({ page }).options(options).include(open[0]!)
    for (const target of onScreen) builder.include(target)
    const again = await builder.analyze()
    const decided = new Set([...again.passes, ...again.violations].flatMap((result) => result.nodes.map((node) => node.target.join(' '))))
    failed.push(...again.violations.flatMap((result) => result.nodes.map((node) => node.target.join(' '))))
    // The text scrolled to stays undecided: it is an answer too, so the loop moves on.
    if (!decided.has(open[0]!)) failed.push(`${open[0]} (still undecided)`)
    open = open.slice(1).filter((target) => !decided.has(target))
  }
  return { failed, onGradient }
}
