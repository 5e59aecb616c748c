import { describe, expect, it } from 'vitest';
import { demoScenarioSearch } from './demoScenario.ts';

describe('demoScenarioSearch (config demoScenario under the address query)', () => {
  it('starts from the configured scenario', () => {
    expect(new URLSearchParams(demoScenarioSearch('mock.dialect=spec', '')).get('mock.dialect')).toBe('spec');
  });

  it('lets the address override a configured key and add its own', () => {
    const search = new URLSearchParams(
      demoScenarioSearch('mock.dialect=spec&mock.latency=300', '?mock.dialect=codes&mock.popups=off'),
    );
    expect(search.get('mock.dialect')).toBe('codes');
    expect(search.get('mock.latency')).toBe('300');
    expect(search.get('mock.popups')).toBe('off');
  });

  it('is the address query alone without a configured scenario', () => {
    expect(demoScenarioSearch(undefined, '?mock.status=1')).toBe('?mock.status=1');
  });
});
