import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module holds one promise per page load: each test takes a fresh copy.
async function freshMainPaint() {
  vi.resetModules();
  return import('./mainPaint.ts');
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('the rest of the page waits for the main content (home: the first banner slide)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits until the frame after the one that shows the main content has come', async () => {
    const { markMainContentPainted, whenMainContentPainted } = await freshMainPaint();
    const painted = whenMainContentPainted();
    expect(await settled(painted)).toBe(false);
    markMainContentPainted();
    await vi.advanceTimersByTimeAsync(16);
    expect(await settled(painted)).toBe(false);
    await vi.advanceTimersByTimeAsync(32);
    expect(await settled(painted)).toBe(true);
  });

  it('stops waiting after MAIN_PAINT_WAIT_MS when the main content never comes', async () => {
    const { capMainPaintWait, MAIN_PAINT_WAIT_MS, whenMainContentPainted } = await freshMainPaint();
    const painted = whenMainContentPainted();
    capMainPaintWait();
    await vi.advanceTimersByTimeAsync(MAIN_PAINT_WAIT_MS - 1);
    expect(await settled(painted)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(painted)).toBe(true);
  });
});
