import type { Page } from 'playwright-core';

export type SmallTarget = { name: string; width: number; height: number };

/**
 * Every visible link and control on the page smaller than `min` x `min` CSS px (WCAG 2.2, 2.5.8 Target Size).
 *
 * Exempt, as WCAG's inline exception allows: a link inside running text, that is an inline link whose nearest block
 * (paragraph, list item, cell) holds other words too; its size is the line's. A radio button or check box is measured
 * by its label, which is the target a visitor taps. Hidden targets (folded, off-screen slides) are not measured.
 */
export function smallTargets(page: Page, min: number, scope = 'body'): Promise<SmallTarget[]> {
  return page.evaluate(
    ({ min, scope }) => {
      const selector = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab]';
      const inRunningText = (element: Element) => {
        if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
        let block = element.parentElement;
        while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
        return Boolean(block && (block.textContent ?? '').trim().length > (element.textContent ?? '').trim().length);
      };
      const out: { name: string; width: number; height: number }[] = [];
      for (const found of document.querySelector(scope)!.querySelectorAll(selector)) {
        const target = found.matches('input[type=radio], input[type=checkbox]') && found.closest('label') ? found.closest('label')! : found;
        if (!found.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
        // Hidden from everyone (a robots' trap field): no one is meant to tap it.
        if (found.closest('[aria-hidden="true"]')) continue;
        const box = target.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        // Off to the side in a carousel's clipped track: not on screen.
        if (box.right <= 0 || box.left >= document.documentElement.clientWidth) continue;
        if (inRunningText(found)) continue;
        if (box.width >= min - 0.01 && box.height >= min - 0.01) continue;
        const label = (found.getAttribute('aria-label') ?? found.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        out.push({ name: `${found.tagName.toLowerCase()} "${label}"`, width: Math.round(box.width * 10) / 10, height: Math.round(box.height * 10) / 10 });
      }
      return out;
    },
    { min, scope },
  );
}
