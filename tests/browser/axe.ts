import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type Violation = { id: string; impact: string | null; help: string; targets: string[] };

/** Runs axe-core (WCAG 2.0/2.1/2.2 A and AA rules) on the open page and returns its violations, flattened. */
export async function audit(page: Page): Promise<Violation[]> {
  // Evaluated by the test driver, not added as a <script>: the site's Content-Security-Policy refuses inline scripts
  // it has no hash for, and the audit must run on the site exactly as it is served.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // Blocks far from the viewport are not rendered yet (content-visibility: auto); render them all, as a visitor
  // scrolling through would see them, so colour contrast and target sizes are checked everywhere.
  await page.addStyleTag({ content: 'main [data-block] { content-visibility: visible !important; }' });
  // Colours are measured on a settled frame: a carousel that has just hydrated fades its side slides' text in and out,
  // and a half-faded text is no colour a visitor reads.
  await page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'), undefined, { timeout: 10_000 });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, resultTypes: ['violations'] });
    return result.violations.map((violation) => ({ id: violation.id, impact: violation.impact, help: violation.help, targets: violation.nodes.map((node) => node.target.map(String).join(' ')) }));
  });
}

/** One line per violation: page, rule, impact and the elements. */
export const describeViolations = (where: string, violations: Violation[]) =>
  violations.map((violation) => `${where}  ${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.targets.join('\n    ')}`);
