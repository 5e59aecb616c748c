import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryClientOf } from '../../lib/queryClient.ts';
import { sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { logInFromHeader } from '../../test/lobbyTestKit.ts';
import { renderApp, simulatedGatewayForFile } from '../../test/renderApp.tsx';

const mock = simulatedGatewayForFile();

/** Session-scoped answers in the cache (a logged-out observer may leave an empty ['session', null, …] entry). */
const sessionQueries = (view: Awaited<ReturnType<typeof renderApp>>) =>
  queryClientOf(view.store)
    .getQueryCache()
    .findAll({ queryKey: ['session'] })
    .filter((query) => query.state.data !== undefined);

describe('the session’s server data lives under one key, and logout clears it', () => {
  it('after logout no session-scoped answer (favourites, recent games, popups, promotions…) is left in the cache', async () => {
    const view = await renderApp(mock);
    await logInFromHeader(view);
    const token = view.store.get(sessionTokenAtom);
    expect(token).not.toBeNull();
    await view.router.navigate('/favorite');
    await screen.findByRole('list', { name: 'Favoritos' }, { timeout: 5000 });
    await view.router.navigate('/recent');
    await screen.findByRole('list', { name: 'Recentes' }, { timeout: 5000 });
    await view.router.navigate('/promotions');
    await screen.findByRole('heading', { name: 'Promoções', level: 1 }, { timeout: 5000 });
    await waitFor(() => expect(sessionQueries(view).length).toBeGreaterThanOrEqual(5));
    for (const query of sessionQueries(view)) expect(query.queryKey.slice(0, 2)).toEqual(['session', token]);

    await view.user.click(await screen.findByRole('button', { name: /Ana Souza/ }));
    await view.user.click(await screen.findByRole('button', { name: /^sair$/i }));
    const confirm = await screen.findByRole('dialog', { name: 'Sair' });
    await view.user.click(within(confirm).getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(view.store.get(sessionTokenAtom)).toBeNull());
    expect(sessionQueries(view)).toEqual([]);
  });
});

describe('§8 a failed read shows its error, and its retry asks again', () => {
  it('/help: the network failure’s text, then the topics after Tentar novamente', async () => {
    const view = await renderApp(mock, {
      url: '/help',
      scenario: { failures: { helpCenter: 'network-error' } },
    });
    const text = await screen.findByText('A conexão de rede está instável, tente novamente', undefined, {
      timeout: 10_000,
    });
    const alert = text.closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('Não foi possível carregar a ajuda.');
    mock.applyScenario({ failures: { helpCenter: null } });
    await view.user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), { timeout: 10_000 });
    expect(screen.queryByText('A conexão de rede está instável, tente novamente')).toBeNull();
  });
});
