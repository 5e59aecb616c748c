import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AGENT_MENU_ITEMS,
  type AgentContractFlags,
  agentMenu,
  allowedContractKinds,
  isAgentMenuItemEnabled,
} from './agentMenu.ts';

const allOn: AgentContractFlags = {
  divtypereq: true,
  dailysalreqtype: true,
  contracthoursalreq: true,
  realtimesalreqtype: true,
};

describe('§2 Agent menu', () => {
  it('lists the built items in the spec order, whatever order they are built in', () => {
    const built = [...AGENT_MENU_ITEMS].reverse();
    expect(agentMenu(built, allOn)).toEqual([...AGENT_MENU_ITEMS]);
    expect(agentMenu(['agentTeamOverview', 'agentAnnouncement'], allOn)).toEqual([
      'agentAnnouncement',
      'agentTeamOverview',
    ]);
  });

  it('shows the dividend records only when the dividend contract is enabled (divtypereq)', () => {
    expect(agentMenu(AGENT_MENU_ITEMS, { ...allOn, divtypereq: false })).not.toContain(
      'agentDividendRecordCopy2',
    );
    expect(agentMenu(AGENT_MENU_ITEMS, allOn)).toContain('agentDividendRecordCopy2');
  });

  it('shows each salary report only on its §3 Consolidated flag', () => {
    expect(agentMenu(AGENT_MENU_ITEMS, { ...allOn, dailysalreqtype: false })).not.toContain(
      'agentDailyWages2',
    );
    expect(agentMenu(AGENT_MENU_ITEMS, { ...allOn, contracthoursalreq: false })).not.toContain(
      'agentHourSalary',
    );
    expect(agentMenu(AGENT_MENU_ITEMS, { ...allOn, realtimesalreqtype: false })).not.toContain(
      'agentRealtimeSalary',
    );
  });

  it('keeps the flagged items out while the flags load, and the others in', () => {
    const menu = agentMenu(AGENT_MENU_ITEMS, null);
    expect(menu).toHaveLength(8);
    expect(menu).not.toContain('agentDividendRecordCopy2');
    expect(menu).toContain('downlineManagmentView');
  });

  it('drops exactly the items whose flag is off (any combination)', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), (div, daily, hour, realtime) => {
        const flags = {
          divtypereq: div,
          dailysalreqtype: daily,
          contracthoursalreq: hour,
          realtimesalreqtype: realtime,
        };
        const menu = agentMenu(AGENT_MENU_ITEMS, flags);
        expect(menu).toHaveLength(8 + [div, daily, hour, realtime].filter(Boolean).length);
        for (const item of AGENT_MENU_ITEMS) {
          expect(menu.includes(item)).toBe(isAgentMenuItemEnabled(item, flags));
        }
      }),
    );
  });
});

describe('§3 Consolidated: the contract kinds an agent may propose', () => {
  it('offers each kind only while its flag is on, in the spec order', () => {
    expect(allowedContractKinds(allOn)).toEqual(['dividend', 'daily', 'hourly', 'realtime']);
    expect(allowedContractKinds({ ...allOn, divtypereq: false })).toEqual(['daily', 'hourly', 'realtime']);
    expect(
      allowedContractKinds({
        divtypereq: false,
        dailysalreqtype: false,
        contracthoursalreq: true,
        realtimesalreqtype: true,
      }),
    ).toEqual(['hourly', 'realtime']);
    expect(
      allowedContractKinds({
        divtypereq: false,
        dailysalreqtype: false,
        contracthoursalreq: false,
        realtimesalreqtype: false,
      }),
    ).toEqual([]);
  });

  it('offers every kind while the flags are unknown (the gateway refuses a disabled one)', () => {
    expect(allowedContractKinds(null)).toHaveLength(4);
  });
});
