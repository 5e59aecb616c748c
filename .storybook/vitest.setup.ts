import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

declare const __STORY_VARIANT__: string;

// Every story that passed its render, play function and axe check must also match its screenshot baseline.
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  await document.fonts.ready;
  const name = `${context.task.name.replace(/[^\w-]+/g, '-')}-${__STORY_VARIANT__}`;
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(name);
});
