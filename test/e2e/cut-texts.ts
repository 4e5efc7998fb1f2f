/**
 * Text cut short (issue #32): every visible button, label, heading, sidebar link, badge, summary and legend, and
 * everything inside them, whose text is wider than its box (`scrollWidth > clientWidth`, which is what an ellipsis
 * or `overflow: hidden` hides).
 */
import type { Page } from 'playwright-core';

/** "view: tag.class “text” (scroll > client px)" for each control or heading cut. */
export function cutTexts(page: Page, view: string): Promise<string[]> {
  return page.evaluate((name) => {
    const selector = 'button, label, h1, h2, h3, h4, nav a, .badge, summary, legend';
    // The control and what is inside it: a link's label is often a span of its own with the ellipsis.
    const elements = [...document.querySelectorAll<HTMLElement>(selector)].flatMap((element) => [
      element,
      ...element.querySelectorAll<HTMLElement>('*'),
    ]);
    return [...new Set(elements)]
      .filter((element) => element.getClientRects().length > 0 && element.closest('.sr-only') === null)
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map(
        (element) =>
          `${name}: ${element.tagName.toLowerCase()}.${element.className} “${(element.textContent ?? '').trim().slice(0, 60)}” (${element.scrollWidth} > ${element.clientWidth} px)`,
      );
  }, view);
}
