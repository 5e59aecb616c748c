import { describe, expect, it } from 'vitest';
import { AGENT_EXTRA_PAGES, agentExtraShortcuts, isAgentMenuItem } from './agentCentrePages.ts';
import { AGENT_MENU_ITEMS } from './agentMenu.ts';

describe('§2 /agentHome pages beyond the Agent menu', () => {
  it('lists the built extra pages in a fixed order, whatever order they are built in', () => {
    expect(agentExtraShortcuts(['messages', 'deposit'])).toEqual(['deposit', 'messages']);
    expect(agentExtraShortcuts([])).toEqual([]);
    expect(agentExtraShortcuts([...AGENT_EXTRA_PAGES].reverse())).toEqual([...AGENT_EXTRA_PAGES]);
  });

  it('tells menu items from extra pages', () => {
    for (const item of AGENT_MENU_ITEMS) expect(isAgentMenuItem(item)).toBe(true);
    for (const page of AGENT_EXTRA_PAGES) expect(isAgentMenuItem(page)).toBe(false);
  });
});
