import { expect } from 'storybook/test';

/** Half a pixel: sub-pixel layout rounds edges either way. */
const SLACK = 0.5;

const describe = (element: Element) =>
  `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}"`;

/**
 * Issue 23 defect 4: nothing the player must read or press is cut off. Each element lies inside the viewport and
 * inside every box that clips it (a scroller, an `overflow: hidden` box), and none of those boxes scrolls sideways
 * (where a money column or a button hid with no hint, at the left edge right to left).
 */
export async function expectUnclipped(elements: readonly Element[]): Promise<void> {
  await expect(elements.length).toBeGreaterThan(0);
  const viewport = document.documentElement.clientWidth;
  const problems = new Set<string>();
  if (document.documentElement.scrollWidth > viewport) problems.add('the page scrolls sideways');
  for (const element of elements) {
    const box = element.getBoundingClientRect();
    if (box.width === 0) problems.add(`${describe(element)} has no width`);
    if (box.left < -SLACK || box.right > viewport + SLACK)
      problems.add(`${describe(element)} leaves the viewport (${box.left}–${box.right} of ${viewport})`);
    for (let clipper = element.parentElement; clipper; clipper = clipper.parentElement) {
      if (getComputedStyle(clipper).overflowX === 'visible') continue;
      if (clipper.scrollWidth > clipper.clientWidth)
        problems.add(
          `${describe(clipper)} scrolls sideways (${clipper.scrollWidth} > ${clipper.clientWidth})`,
        );
      const frame = clipper.getBoundingClientRect();
      if (box.left < frame.left - SLACK || box.right > frame.right + SLACK)
        problems.add(`${describe(element)} is cut by ${describe(clipper)}`);
    }
  }
  await expect([...problems]).toEqual([]);
}
