import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

declare const __STORY_VARIANT__: string;

/** Resolves once the page has not changed for `quietMs` (or after `limitMs` whatever happens). */
function domQuiet(quietMs: number, limitMs: number): Promise<void> {
  return new Promise((resolve) => {
    let quietTimer = setTimeout(finish, quietMs);
    const limitTimer = setTimeout(finish, limitMs);
    const observer = new MutationObserver(() => {
      clearTimeout(quietTimer);
      quietTimer = setTimeout(finish, quietMs);
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    function finish() {
      observer.disconnect();
      clearTimeout(quietTimer);
      clearTimeout(limitTimer);
      resolve();
    }
  });
}

/**
 * Every story that passed its render, play function and axe check must also match its screenshot
 * baseline. Content that changes by itself (a random captcha, a running countdown) carries
 * `data-volatile` and is masked.
 */
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  // Lazy parts (a menu's chunk, a footer) can still be arriving when the play function ends.
  await domQuiet(200, 4000);
  await document.fonts.ready;
  const name = `${context.task.name.replace(/[^\w-]+/g, '-')}-${__STORY_VARIANT__}`;
  // A clicked button keeps focus, and whether Chromium then draws its focus-visible ring depends on timing:
  // drop that focus so baselines are stable (focus moved to a field on purpose stays).
  if (document.activeElement instanceof HTMLButtonElement) document.activeElement.blur();
  const volatile = [...document.querySelectorAll('[data-volatile]')];
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(name, {
    screenshotOptions: { mask: volatile, animations: 'disabled', caret: 'hide' },
    // A slide that an animation stopped can rest on a sub-pixel offset, which moves a glyph's anti-aliasing by a
    // few pixels from run to run; a real change (a label, a colour, a layout shift) touches far more than this.
    comparatorName: 'pixelmatch',
    comparatorOptions: { allowedMismatchedPixels: 24 },
  });
});
