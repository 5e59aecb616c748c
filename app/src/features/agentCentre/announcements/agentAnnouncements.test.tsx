import type { ScenarioPatch } from '@sorte/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { logInAsAgent } from '../../../test/lobbyTestKit.ts';
import { renderApp, simulatedGatewayForFile, TEST_GATEWAY } from '../../../test/renderApp.tsx';

// Spec §2 Agent menu agentAnnouncement; §3 Announcement; §8 failure texts.
const mock = simulatedGatewayForFile();

async function openAnnouncements(scenario?: ScenarioPatch) {
  const view = await renderApp(mock, { url: '/agent', ...(scenario ? { scenario } : {}) });
  await logInAsAgent(view);
  const menu = await screen.findByRole('navigation', { name: 'Menu do agente' }, { timeout: 5000 });
  await view.user.click(within(menu).getByRole('link', { name: 'Anúncios do agente' }));
  await waitFor(() => expect(view.router.state.location.pathname).toBe('/agentHome/announcements'));
  return view;
}

describe('§2 agentAnnouncement: the announcements for agents', () => {
  it('lists them newest first, dated, and opens one in place', async () => {
    const view = await openAnnouncements();
    expect(screen.getByRole('heading', { level: 1, name: 'Anúncios do agente' })).toBeInTheDocument();
    const first = await screen.findByText(
      'Novas taxas de dividendos a partir de dezembro',
      {},
      { timeout: 5000 },
    );
    const items = screen.getAllByRole('listitem').filter((item) => item.querySelector('details'));
    expect(items[0]).toHaveTextContent('Novas taxas de dividendos');
    expect(items[0]?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-22T12:00:00.000Z');
    await view.user.click(first);
    expect(first.closest('details')).toHaveAttribute('open');
    expect(within(first.closest('details')!).getByText(/Mínimo de 5 membros ativos/)).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    mock.server.use(
      http.get(`${TEST_GATEWAY}/wps/agent/announcements`, () =>
        HttpResponse.json({ success: true, value: { list: [] } }),
      ),
    );
    await openAnnouncements();
    expect(
      await screen.findByText('Nenhum anúncio para agentes no momento.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('a failed load shows the §8 text and a retry, never "none"', async () => {
    const view = await openAnnouncements({ failures: { agentAnnouncements: 'network-error' } });
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert).toHaveTextContent('Não foi possível carregar os anúncios.');
    expect(screen.queryByText('Nenhum anúncio para agentes no momento.')).toBeNull();
    mock.applyScenario({ failures: { agentAnnouncements: null } });
    await view.user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await screen.findByText('Novas taxas de dividendos a partir de dezembro', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
