/**
 * The simulated gateway's scenario query in demo mode: the config's `demoScenario` (for example `mock.dialect=spec`)
 * with the address's own `mock.*` keys on top, so a link can still switch any of them.
 */
export function demoScenarioSearch(configured: string | undefined, addressSearch: string): string {
  const scenario = new URLSearchParams(configured ?? '');
  for (const [key, value] of new URLSearchParams(addressSearch)) scenario.set(key, value);
  return `?${scenario.toString()}`;
}
