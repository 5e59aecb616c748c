import { contractsTable } from '@sorte/mocks';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queryClientOf } from '../../../lib/queryClient.ts';
import { sessionTokenAtom } from '../../../state/sessionAtoms.ts';
import { logInAsAgent } from '../../../test/lobbyTestKit.ts';
import { renderApp, simulatedGatewayForFile } from '../../../test/renderApp.tsx';
import { contractKeys } from '../contracts/contractKeys.ts';

// Issue 23 item 6: a notice when a downline answers the agent's contract request (§4 Contracts), on /agentHome.
const mock = simulatedGatewayForFile();

async function agentHome() {
  const view = await renderApp(mock, { url: '/agent' });
  await logInAsAgent(view);
  const due = await screen.findByRole('region', { name: 'Aguardando sua resposta' }, { timeout: 8000 });
  // The contracts are read.
  await waitFor(() => expect(due).not.toHaveAttribute('aria-busy'), { timeout: 8000 });
  return { view, alerts: screen.getByRole('region', { name: 'Alertas' }) };
}

const ANSWERED = /agente41 aceitou o contrato: Dividendos 25\s?%/;

describe('§4 Contracts: the agent hears of a downline’s answer once', () => {
  it('lists agente41’s acceptance among the alerts after the agent saw the request pending, once', async () => {
    const contract = contractsTable(mock.db).contracts.find((c) => c.id === 'ct-1002')!;
    expect(contract.status).toBe('pending');
    expect((await agentHome()).alerts).not.toHaveTextContent(ANSWERED);
    cleanup();

    contract.status = 'active';
    contract.updatedAt = new Date().toISOString();
    try {
      const { alerts } = await agentHome();
      await waitFor(() => expect(alerts).toHaveTextContent(ANSWERED), { timeout: 8000 });
      const toasts = screen.getByRole('region', { name: 'Respostas aos seus contratos' });
      expect(toasts).toHaveTextContent(/Contrato aceito\s*agente41 · Dividendos 25\s?%/);
      await userEvent.click(within(toasts).getByRole('button', { name: 'Fechar o aviso de agente41' }));
      expect(toasts).not.toHaveTextContent('agente41');
      cleanup();
      // Seen again later: still one entry for the one answer, and no second toast.
      const { alerts: again } = await agentHome();
      await waitFor(() => expect(again).toHaveTextContent(ANSWERED), { timeout: 8000 });
      expect(within(again).getAllByText(ANSWERED)).toHaveLength(1);
      expect(
        within(screen.getByRole('region', { name: 'Respostas aos seus contratos' })).queryAllByRole(
          'listitem',
        ),
      ).toHaveLength(0);
    } finally {
      contract.status = 'pending';
      delete contract.updatedAt;
    }
  }, 40_000);

  it('announces nothing on the agent’s first visit, whatever the contracts already say', async () => {
    const contract = contractsTable(mock.db).contracts.find((c) => c.id === 'ct-1002')!;
    contract.status = 'rejected';
    try {
      expect((await agentHome()).alerts).not.toHaveTextContent(/recusou o contrato/);
    } finally {
      contract.status = 'pending';
    }
  }, 30_000);

  it('shows the toast on whatever agent page is open when the answer comes (the team overview here), once', async () => {
    const contract = contractsTable(mock.db).contracts.find((c) => c.id === 'ct-1002')!;
    const { view } = await agentHome();
    await view.router.navigate('/agentHome/team');
    await screen.findByRole('heading', { level: 1, name: 'Visão geral da equipe' }, { timeout: 8000 });
    contract.status = 'rejected';
    contract.updatedAt = new Date().toISOString();
    try {
      await queryClientOf(view.store).invalidateQueries({
        queryKey: contractKeys.all(view.store.get(sessionTokenAtom)),
      });
      const toasts = screen.getByRole('region', { name: 'Respostas aos seus contratos' });
      await waitFor(
        () => expect(toasts).toHaveTextContent(/Contrato recusado\s*agente41 · Dividendos 25\s?%/),
        {
          timeout: 8000,
        },
      );
      expect(within(toasts).getAllByRole('listitem')).toHaveLength(1);
      await view.router.navigate('/agentHome/announcements');
      await screen.findByRole('heading', { level: 1, name: 'Anúncios do agente' }, { timeout: 8000 });
      expect(within(toasts).getAllByRole('listitem')).toHaveLength(1);
    } finally {
      contract.status = 'pending';
      delete contract.updatedAt;
    }
  }, 40_000);
});
