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

  it('lets the rest follow in the task after the next frame, not before', async () => {
    const { markMainContentPainted, whenMainContentPainted } = await freshMainPaint();
    const painted = whenMainContentPainted();
    expect(await settled(painted)).toBe(false);
    markMainContentPainted();
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

describe('when the main image is on screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('takes the Element Timing entry of that image, not of another element', async () => {
    const { whenImagePresented } = await freshMainPaint();
    let report: (elements: Element[]) => void = () => undefined;
    class FakeObserver {
      static supportedEntryTypes = ['element'];
      constructor(callback: (list: { getEntries(): unknown[] }) => void) {
        report = (elements) => callback({ getEntries: () => elements.map((element) => ({ element })) });
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const image = document.createElement('img');
    let presented = false;
    void whenImagePresented(image).then(() => {
      presented = true;
    });
    report([document.createElement('h1')]);
    await Promise.resolve();
    expect(presented).toBe(false);
    report([image]);
    await Promise.resolve();
    expect(presented).toBe(true);
  });

  it('without Element Timing, waits for the decoded image and two frames', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame'] });
    const { whenImagePresented } = await freshMainPaint();
    vi.stubGlobal('PerformanceObserver', undefined);
    const image = document.createElement('img');
    image.decode = () => Promise.resolve();
    let presented = false;
    void whenImagePresented(image).then(() => {
      presented = true;
    });
    await vi.advanceTimersByTimeAsync(16);
    expect(presented).toBe(false);
    await vi.advanceTimersByTimeAsync(16);
    expect(presented).toBe(true);
    vi.useRealTimers();
  });
});
