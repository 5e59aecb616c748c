import type { EndpointName } from '@sorte/gateway';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionTokenAtom } from '../state/sessionAtoms.ts';
import { type AppView, logInAsAgent, logInFromHeader } from '../test/lobbyTestKit.ts';
import { renderApp, simulatedGatewayForFile } from '../test/renderApp.tsx';

// Issue 24 item 4 (§7 names no call for any of these; each is a "reading" row of packages/gateway/README.md): a
// gateway that answers one of them 404 does not offer it. The page stays usable: it falls back to what the spec
// names, or hides that entry; it never shows an alert, and never a bare 'Erro desconhecido'.
const mock = simulatedGatewayForFile();
const NOT_OFFERED = 'Esta seção não está disponível neste site.';

async function openAs(who: 'member' | 'agent', url: string, missing: EndpointName): Promise<AppView> {
  const scenario = { failures: { [missing]: 'missing' as const } };
  const view = await renderApp(mock, { url: who === 'agent' ? '/agent' : '/', scenario });
  if (who === 'agent') await logInAsAgent(view);
  else await logInFromHeader(view);
  await waitFor(() => expect(view.store.get(sessionTokenAtom)).not.toBeNull());
  await view.router.navigate(url);
  return view;
}

/** Nothing on the page says it failed (the alerts the §8 failures show). */
async function expectNothingBroken() {
  await waitFor(() => expect(screen.queryByText(/Erro desconhecido/)).toBeNull());
  expect(screen.queryAllByRole('alert').filter((alert) => alert.textContent?.trim())).toEqual([]);
}

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
});
afterEach(() => vi.restoreAllMocks());

describe('issue 24 item 4; §7 names no call: a record list without its call says it is not offered here', () => {
  it.each([
    ['member', 'betRecords', '/member/bets'],
    ['member', 'transactionRecords', '/member/transactions'],
    ['member', 'profitRecords', '/member/profit'],
    ['member', 'bonusRecords', '/member/bonus'],
    ['agent', 'agentPalStatements', '/agentHome/profit-loss'],
    ['agent', 'agentRevenueReport', '/agentHome/revenue'],
    ['agent', 'agentDownlineTransactions', '/agentHome/downline-transactions'],
    ['agent', 'agentDividendRecords', '/agentHome/dividends'],
    ['agent', 'agentDailySalaryRecords', '/agentHome/daily-wages'],
    ['agent', 'agentHourSalaryRecords', '/agentHome/hourly-salary'],
    ['agent', 'agentRealtimeSalaryRecords', '/agentHome/realtime-salary'],
  ] as const)('%s: %s 404 → %s shows the note', async (who, endpoint, url) => {
    await openAs(who, url, endpoint);
    expect(await screen.findByText(NOT_OFFERED, {}, { timeout: 8000 })).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    await expectNothingBroken();
  });
});
