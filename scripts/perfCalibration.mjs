// Issue 28 item 4: machines of one kind differ in speed, and so do players' phones. Lighthouse measures how fast this
// machine is (`benchmarkIndex`, the same on every run of one machine within noise); the figures stand for a machine of
// index 1,600 slowed 4x, so a faster machine is slowed more, and a slower one never less than 4x.

/** The machine the budgets are set for: Lighthouse's benchmarkIndex 1,600, at a 4x CPU slowdown. */
export const REFERENCE_BENCHMARK_INDEX = 1600;
export const REFERENCE_SLOWDOWN = 4;

/** The CPU slowdown that makes a machine of `benchmarkIndex` stand for the reference one: 4 × index / 1,600, ≥ 4. */
export function calibratedSlowdown(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return REFERENCE_SLOWDOWN;
  const factor = (REFERENCE_SLOWDOWN * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX;
  return Math.max(REFERENCE_SLOWDOWN, Math.round(factor * 100) / 100);
}

/** The benchmark index a Lighthouse report measured, or NaN when it has none. */
export function benchmarkIndexOf(lhr) {
  const index = lhr?.environment?.benchmarkIndex;
  return typeof index === 'number' ? index : Number.NaN;
}
