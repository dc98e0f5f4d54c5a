import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * The words of the elements' texts that the browser broke across two lines ('Calif' / 'ornia'). A word
 * is a run of letters and digits between spaces, hyphens and slashes, where a line may rightly end. A
 * word wider than its element's whole line (a name typed without spaces) cannot stay whole and is not
 * counted.
 */
async function brokenWords(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((nodes) => {
    const broken: string[] = [];
    for (const node of nodes) {
      const style = getComputedStyle(node);
      const line = node.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        for (const word of (text.textContent ?? '').matchAll(/[^\s/-]+/g)) {
          const range = document.createRange();
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0);
          const lines = new Set(rects.map((r) => Math.round(r.top)));
          const width = rects.reduce((sum, r) => sum + r.width, 0);
          if (lines.size > 1 && width <= line) broken.push(word[0]);
        }
      }
    }
    return broken;
  });
}

/** Every word of the elements' texts reads on one line: none is split in the middle. */
export async function expectWholeWords(elements: Locator, what: string): Promise<void> {
  await expect(elements.first()).toBeVisible();
  expect(await brokenWords(elements), `${what}: words split across two lines`).toEqual([]);
}

/** The element is on the screen as it opens, no sideways scrolling of the page or of its box needed. */
export async function expectOnScreenSideways(page: Page, element: Locator, what: string): Promise<void> {
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, `${what} is shown`).not.toBeNull();
  expect(box?.x ?? -1, `${what}: left edge on screen`).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0), `${what}: right edge on a ${width} px screen`).toBeLessThanOrEqual(width);
}

/**
 * The badge reads on its label's line, right after it: the element's own text (outside its children)
 * keeps one line, and the badge's middle lies within that line, past the label's end. A badge wrapped
 * under its label, or a label broken over two lines, fails.
 */
export async function expectBadgeBesideLabel(labelled: Locator, badge: Locator, what: string): Promise<void> {
  await expect(badge).toBeVisible();
  const shown = await labelled.evaluate(
    (el, badgeEl) => {
      const range = document.createRange();
      const rects: DOMRect[] = [];
      for (const node of Array.from(el.childNodes)) {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
        range.selectNodeContents(node);
        rects.push(...Array.from(range.getClientRects()).filter((r) => r.width > 0));
      }
      const b = (badgeEl as Element).getBoundingClientRect();
      return {
        lines: new Set(rects.map((r) => Math.round(r.top))).size,
        top: Math.min(...rects.map((r) => r.top)),
        bottom: Math.max(...rects.map((r) => r.bottom)),
        end: Math.max(...rects.map((r) => r.right)),
        middle: b.top + b.height / 2,
        start: b.left,
      };
    },
    await badge.elementHandle(),
  );
  expect(shown.lines, `${what}: the label's lines`).toBe(1);
  expect(shown.middle, `${what}: the badge below the label's line`).toBeLessThanOrEqual(shown.bottom);
  expect(shown.middle, `${what}: the badge above the label's line`).toBeGreaterThanOrEqual(shown.top);
  expect(shown.start, `${what}: the badge after the label`).toBeGreaterThanOrEqual(shown.end);
}

/**
 * The width Chromium gives an empty text box's placeholder: the box inside the field's own shadow tree,
 * read through the DevTools protocol. A search box's clear button keeps its place beside the placeholder
 * even while it is hidden, so the field's padding box alone says too much.
 */
async function placeholderWidth(field: Locator): Promise<number> {
  const page = field.page();
  await field.evaluate((el) => el.setAttribute('data-measured-placeholder', ''));
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '[data-measured-placeholder]' });
    const { node } = await cdp.send('DOM.describeNode', { nodeId, depth: 1, pierce: true });
    const placeholder = node.shadowRoots?.[0]?.children?.find((c) => c.attributes?.includes('-webkit-input-placeholder'));
    if (!placeholder) throw new Error('the field shows no placeholder');
    const { model } = await cdp.send('DOM.getBoxModel', { backendNodeId: placeholder.backendNodeId });
    // The content box's corners: x of the top right minus x of the top left.
    const [left = 0, , right = 0] = model.content;
    return right - left;
  } finally {
    await cdp.detach();
    await field.evaluate((el) => el.removeAttribute('data-measured-placeholder'));
  }
}

/**
 * The text box's whole placeholder, or the list's chosen option, shows inside it: nothing cut off at its
 * right edge (a list's arrow takes about 24 px beside its text). An empty text box without a placeholder
 * says what to type in its hint (the text its aria-describedby names): shown, on the screen, none of it cut off.
 */
export async function expectWholeTextShown(field: Locator, what: string): Promise<void> {
  const room = await field.evaluate((el: HTMLInputElement | HTMLSelectElement) => {
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return { text: 0, box: 0, placeholder: false, hinted: false };
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const shown = el instanceof HTMLSelectElement ? (el.selectedOptions[0]?.text ?? '') : el.value || el.placeholder;
    const arrow = el instanceof HTMLSelectElement ? 24 : 0;
    const box = el.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight) - arrow;
    const placeholder = el instanceof HTMLInputElement && el.value === '' && el.placeholder !== '';
    const hinted = el instanceof HTMLInputElement && shown === '';
    return { text: Math.ceil(context.measureText(shown).width), box, placeholder, hinted };
  });
  if (room.hinted) return expectWholeHint(field, what);
  const box = room.placeholder ? Math.floor(await placeholderWidth(field)) : room.box;
  expect(room.text, `${what}: the text's width within the box's ${box} px`).toBeLessThanOrEqual(box);
}

/** The hint of an empty text box without a placeholder: shown whole, wrapping within the screen's width. */
async function expectWholeHint(field: Locator, what: string): Promise<void> {
  const hints = await field.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((hint): hint is HTMLElement => hint !== null)
      .map((hint) => {
        const r = hint.getBoundingClientRect();
        return {
          text: hint.textContent ?? '',
          shown: hint.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && r.width > 0 && r.height > 0,
          left: r.left,
          right: r.right,
          cut: hint.scrollWidth > hint.clientWidth || hint.scrollHeight > hint.clientHeight,
          screen: document.documentElement.clientWidth,
        };
      }),
  );
  expect(hints.length, `${what}: an empty box without a placeholder says what to type in a hint`).toBeGreaterThan(0);
  for (const hint of hints) {
    expect(hint.text.trim(), `${what}: the hint's text`).not.toBe('');
    expect(hint.shown, `${what}: the hint '${hint.text}' shown`).toBe(true);
    expect(hint.cut, `${what}: none of the hint '${hint.text}' cut off`).toBe(false);
    expect(hint.left, `${what}: the hint '${hint.text}' from the screen's left edge`).toBeGreaterThanOrEqual(0);
    expect(hint.right, `${what}: the hint '${hint.text}' to the screen's right edge`).toBeLessThanOrEqual(hint.screen);
  }
}

/**
 * What pushes the page wider than the window: null when nothing does, else the page's width and the
 * outermost elements that reach past the window's right edge (its width without a scroll bar).
 */
export async function pageOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return null;
    // The marks of a look at another width go first: each width names its own culprits.
    for (const el of Array.from(document.querySelectorAll('[data-overflowing]'))) el.removeAttribute('data-overflowing');
    const culprits: string[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const box = el.getBoundingClientRect();
      if (box.right > width + 0.5 && box.width > 0 && !el.parentElement?.closest('[data-overflowing]')) {
        el.setAttribute('data-overflowing', '');
        const id = el.id ? `#${el.id}` : '';
        const cls = typeof el.className === 'string' ? `.${el.className.split(' ').slice(0, 3).join('.')}` : '';
        culprits.push(`${el.tagName.toLowerCase()}${id}${cls} (right ${Math.round(box.right)})`);
      }
    }
    return `scrollWidth ${document.documentElement.scrollWidth} > ${width}: ${culprits.slice(0, 4).join(', ')}`;
  });
}

/** Nothing on the page is wider than the window: it never scrolls sideways. */
export async function expectFitsWindow(page: Page, what: string): Promise<void> {
  expect(await pageOverflow(page), `${what} is wider than the window`).toBeNull();
}

/** The page fits a 1366 px desktop and a 390 px phone, with a screenshot of each; back at 1366 px after. */
export async function expectFitsBothWidths(page: Page, name: string): Promise<void> {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expectFitsWindow(page, `${name} at ${width} px`);
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** A full-page screenshot when E2E_SCREENSHOTS names a folder. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}

/**
 * With the table's box scrolled to its start, the column `before` ends left of the column `sticky` that
 * stays at the box's edge: the sticky column covers no part of it.
 */
export async function expectLeftOfSticky(table: Locator, before: string, sticky: string, what: string): Promise<void> {
  await table.evaluate((el) => {
    const box = el.parentElement;
    if (box) box.scrollLeft = 0;
  });
  const left = await table.getByRole('columnheader', { name: before, exact: true }).boundingBox();
  const right = await table.getByRole('columnheader', { name: sticky, exact: true }).boundingBox();
  expect(left && right, `${what}: both headings shown`).toBeTruthy();
  expect((left?.x ?? 0) + (left?.width ?? 0), `${what}: ${before} ends left of ${sticky}`).toBeLessThanOrEqual(right?.x ?? 0);
}
