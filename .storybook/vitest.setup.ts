import { afterEach, expect, type RunnerTask } from 'vitest';
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
 * The lazily loaded images the browser is loading: those within a viewport's height of the visible part of the page
 * and not clipped away by a scroller (a carousel's later slides stay unloaded until they scroll in).
 */
function lazyImagesInReach(images: HTMLImageElement[]): Promise<HTMLImageElement[]> {
  if (images.length === 0) return Promise.resolve([]);
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        observer.disconnect();
        resolve(
          entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target as HTMLImageElement),
        );
      },
      { root: document, rootMargin: `${window.innerHeight}px 0px` },
    );
    for (const image of images) observer.observe(image);
  });
}

/** Resolves once every image the browser is loading has loaded or failed (or after `limitMs`). */
async function imagesSettled(limitMs: number): Promise<unknown> {
  const loading = [...document.images].filter((image) => !image.complete);
  const pending = [
    ...loading.filter((image) => image.loading !== 'lazy'),
    ...(await lazyImagesInReach(loading.filter((image) => image.loading === 'lazy'))),
  ];
  if (pending.length === 0) return;
  const settled = pending.map(
    (image) =>
      new Promise((resolve) => {
        image.addEventListener('load', resolve, { once: true });
        image.addEventListener('error', resolve, { once: true });
      }),
  );
  return Promise.race([Promise.all(settled), new Promise((resolve) => setTimeout(resolve, limitMs))]);
}

const REPLACED = new Set([
  'IMG',
  'SVG',
  'CANVAS',
  'VIDEO',
  'IFRAME',
  'INPUT',
  'SELECT',
  'TEXTAREA',
  'PROGRESS',
  'METER',
]);
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'HEAD']);
const TRANSPARENT = 'rgba(0, 0, 0, 0)';
const MARGIN = 8;

/** Whether an element draws something of its own that differs from the page behind it. */
function paintsItself(style: CSSStyleDeclaration, pageBackground: string): boolean {
  const background = style.backgroundColor;
  if (background !== TRANSPARENT && background !== pageBackground) return true;
  if (style.backgroundImage !== 'none' || style.boxShadow !== 'none') return true;
  if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) return true;
  return ['Top', 'Right', 'Bottom', 'Left'].some(
    (side) =>
      Number.parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 &&
      style.getPropertyValue(`border-${side.toLowerCase()}-color`) !== TRANSPARENT,
  );
}

/**
 * The box, in page coordinates, of everything the story painted (its root and its portals, below the fold too):
 * text, replaced elements and boxes that differ from the page's background, plus a small margin. A small component
 * gets a small baseline; a page gets the whole page.
 */
function paintedBox(): { left: number; top: number; width: number; height: number } | null {
  const pageBackground = getComputedStyle(document.body).backgroundColor;
  const box = { left: Number.POSITIVE_INFINITY, top: Number.POSITIVE_INFINITY, right: 0, bottom: 0 };
  const add = (rect: DOMRect) => {
    if (rect.width <= 0 || rect.height <= 0) return;
    box.left = Math.min(box.left, rect.left + window.scrollX);
    box.top = Math.min(box.top, rect.top + window.scrollY);
    box.right = Math.max(box.right, rect.right + window.scrollX);
    box.bottom = Math.max(box.bottom, rect.bottom + window.scrollY);
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode(node) {
      if (node.nodeType === Node.TEXT_NODE) return NodeFilter.FILTER_ACCEPT;
      const element = node as Element;
      if (SKIPPED.has(element.tagName.toUpperCase())) return NodeFilter.FILTER_REJECT;
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      // Visually hidden text (1×1 clipped boxes) and invisible subtrees paint nothing.
      if (style.display === 'none' || (rect.width <= 1 && rect.height <= 1 && style.overflow !== 'visible'))
        return NodeFilter.FILTER_REJECT;
      if (style.opacity === '0') return NodeFilter.FILTER_REJECT;
      return NodeFilter.FILTER_ACCEPT;
    },
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) {
      if (
        !node.textContent?.trim() ||
        getComputedStyle(node.parentElement as Element).visibility === 'hidden'
      )
        continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      add(range.getBoundingClientRect());
      continue;
    }
    const element = node as Element;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden') continue;
    const rect = element.getBoundingClientRect();
    // A box over the whole viewport (a dialog's backdrop, a page's background) frames nothing by itself.
    if (rect.width >= window.innerWidth && rect.height >= window.innerHeight) continue;
    if (REPLACED.has(element.tagName.toUpperCase()) || paintsItself(style, pageBackground)) add(rect);
  }
  if (box.right <= box.left || box.bottom <= box.top) return null;
  // Content clipped by an overflow-hidden ancestor (a carousel's next slides) must not widen the picture past the page.
  const pageWidth = document.documentElement.scrollWidth;
  const pageHeight = document.documentElement.scrollHeight;
  const left = Math.max(0, Math.floor(box.left - MARGIN));
  const top = Math.max(0, Math.floor(box.top - MARGIN));
  const right = Math.min(pageWidth, Math.ceil(box.right + MARGIN));
  const bottom = Math.min(pageHeight, Math.ceil(box.bottom + MARGIN));
  return { left, top, width: right - left, height: bottom - top };
}

/**
 * The box a story's picture takes, in page coordinates: the part a story names with `data-screenshot` (the
 * footer); else, for a screen story (the app's, under app/), the viewport as the player sees it, since a whole
 * page's length depends on lists that are virtualised or still filling below the fold; else what the story painted.
 */
function pictureBox(isScreen: boolean): { left: number; top: number; width: number; height: number } {
  const named = document.querySelector('[data-screenshot]')?.getBoundingClientRect();
  if (named)
    return {
      left: Math.floor(named.left + window.scrollX),
      top: Math.floor(named.top + window.scrollY),
      // Rounded, not ceiled: a height of 601.0001 px in one run and 600.9998 in the next is the same picture.
      width: Math.round(named.width),
      height: Math.round(named.height),
    };
  if (isScreen)
    return {
      left: window.scrollX,
      top: window.scrollY,
      width: window.innerWidth,
      height: window.innerHeight,
    };
  return paintedBox() ?? { left: 0, top: 0, width: 64, height: 64 };
}

/**
 * A focus or `scrollIntoView` in a story also scrolls the frames around it: the test runner's page, which holds the
 * story's iframe, then sits a few pixels off and the screenshot's clip with it.
 */
function unscrollTestRunner() {
  let frame = window.frameElement;
  while (frame) {
    for (let box: Element | null = frame; box; box = box.parentElement) {
      box.scrollTop = 0;
      box.scrollLeft = 0;
    }
    const outer = frame.ownerDocument.defaultView;
    outer?.scrollTo(0, 0);
    frame = outer?.frameElement ?? null;
  }
}

/** The first story of a story file, as the file declares them (whatever a `-t` filter runs). */
function firstStory(tasks: readonly RunnerTask[]): RunnerTask | undefined {
  for (const task of tasks) {
    if (task.type === 'test') return task;
    const inner = firstStory(task.tasks);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * A curated set of pictures (issue 25 item 5): every screen (the app's pages and popups, under app/), and of a ui
 * component its look, the first story of its file, plus any story tagged `screenshot`. The other states are the play
 * functions' to check: a story costs no image unless it asks for one. Keep in step with scripts/baselines.mjs.
 */
function isPictured(task: RunnerTask, tags: readonly string[] | undefined, isScreen: boolean): boolean {
  return (
    isScreen || tags?.includes('screenshot') === true || firstStory(task.file?.tasks ?? [])?.id === task.id
  );
}

/**
 * Every pictured story (see isPictured) that passed its render, play function and axe check must also match its
 * screenshot baseline. Content that changes by itself (a random captcha, a running countdown) carries
 * `data-volatile` and is masked.
 */
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  const isScreen = context.task.file.filepath.includes('/app/src/');
  const { story } = context as typeof context & { story?: { tags: string[] } };
  if (!isPictured(context.task, story?.tags, isScreen)) return;
  // Lazy parts (a menu's chunk, a footer) can still be arriving when the play function ends: a screen waits for
  // 200 ms without a change to its page; a component, whose data all comes in through its props, for 60 ms.
  await domQuiet(isScreen ? 200 : 60, 4000);
  // An image still loading (or about to fail and show its alternative text) changes the layout after that quiet.
  await imagesSettled(2000);
  await document.fonts.ready;
  const name = `${context.task.name.replace(/[^\w-]+/g, '-')}-${__STORY_VARIANT__}`;
  // A clicked button keeps focus, and whether Chromium then draws its focus-visible ring depends on timing:
  // drop that focus so baselines are stable (focus moved to a field on purpose stays).
  if (document.activeElement instanceof HTMLButtonElement) document.activeElement.blur();
  // Radix moves focus back to a dialog's own box when a mutation inside it drops the focused node; whether that
  // happened before the picture is timing, so the dialog's focus ring is no part of a baseline.
  if (document.activeElement?.matches('[role="dialog"], [role="alertdialog"]'))
    (document.activeElement as HTMLElement).blur();
  // A scroll into view can stop on a fractional offset, which re-rounds every fixed and sticky box by a pixel.
  window.scrollTo({ left: Math.round(window.scrollX), top: Math.round(window.scrollY), behavior: 'instant' });
  unscrollTestRunner();
  // A screen's session clock hangs below the header from the member's lazy host, which arrives before or after the
  // picture depending on the machine's load; it overlays without moving anything, so it is left out of screens (its
  // own component story pictures it).
  if (isScreen)
    for (const clock of document.querySelectorAll<HTMLElement>('[data-session-clock]'))
      clock.style.visibility = 'hidden';
  // A hidden element is not masked (the mask would paint its box anyway).
  const volatile = [...document.querySelectorAll('[data-volatile]')].filter(
    (element) => getComputedStyle(element).visibility !== 'hidden',
  );
  // As the screenshot will (animations: 'disabled'): finite animations at their end, endless ones at their start,
  // so the painted box is measured on what the picture shows (a dialog mid fade-in measures as nothing).
  for (const animation of document.getAnimations()) {
    if (animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY) animation.cancel();
    else animation.finish();
  }
  // A transparent frame over what the picture is about: the screenshot takes exactly that box of the page.
  const frame = document.createElement('div');
  const box = pictureBox(isScreen);
  Object.assign(frame.style, {
    position: 'absolute',
    left: `${box.left}px`,
    top: `${box.top}px`,
    width: `${box.width}px`,
    height: `${box.height}px`,
    pointerEvents: 'none',
  });
  frame.setAttribute('aria-hidden', 'true');
  document.body.append(frame);
  try {
    await expect.element(page.elementLocator(frame)).toMatchScreenshot(name, {
      screenshotOptions: { mask: volatile, animations: 'disabled', caret: 'hide' },
      // A slide that an animation stopped can rest on a sub-pixel offset, which moves a glyph's anti-aliasing by a
      // few pixels from run to run; a real change (a label, a colour, a layout shift) touches far more than this.
      // A screen also redraws a column of text one sub-pixel lower when its sticky side menu settles on a fractional
      // offset (up to ~1,500 pixels of a 960×720 viewport): screens allow 0.3%, a layout or colour change is far
      // more, and each component on the screen keeps its own exact baseline.
      comparatorName: 'pixelmatch',
      comparatorOptions: isScreen ? { allowedMismatchedPixelRatio: 0.003 } : { allowedMismatchedPixels: 24 },
    });
  } finally {
    frame.remove();
  }
});
