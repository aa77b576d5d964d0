/** axe-core in the page, as the browser tests run it: serious and critical violations only. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeNode {
  target: string[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/**
 * Waits until no CSS transition or finite animation runs (3 s at most): axe reads the colours on
 * screen, and a theme or sidebar still fading gives false contrast failures. A fixed wait was too
 * short on a busy machine.
 */
async function transitionsOver(page: Page): Promise<void> {
  await page.waitForTimeout(100); // a class just changed starts its transition on the next frame
  await page
    .waitForFunction(
      () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 3000 },
    )
    .catch(() => undefined);
}

/** The serious and critical violations on the page as shown, each with up to 5 of its nodes (evaluate() is not governed by the CSP). */
export async function seriousViolations(page: Page): Promise<string[]> {
  await transitionsOver(page);
  await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  })) as AxeViolation[];
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n` +
        violation.nodes
          .slice(0, 5)
          .map((node) => `  ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ') ?? ''}`)
          .join('\n'),
    );
}
