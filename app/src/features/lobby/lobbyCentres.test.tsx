import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordRequests, requestsTo } from '../../test/lobbyTestKit.ts';
import { findDialog, renderApp, simulatedGatewayForFile } from '../../test/renderApp.tsx';

const mock = simulatedGatewayForFile();

const GAME_LIST = '/wps/relay/GCSGAME_gameList';

describe('spec §2 game centres and account game lists (issue 3 items 5 and 6)', () => {
  it('the navigation bar shows home, one item per category with vendors, then promotions', async () => {
    await renderApp(mock);
    const nav = await screen.findByRole('navigation', { name: /navegação principal/i });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Cassino' })).toBeInTheDocument());
    const links = within(nav).getAllByRole('link');
    expect(links[0]).toHaveTextContent('Início');
    expect(links.at(-1)).toHaveTextContent('Promoções');
    expect(within(nav).getByRole('link', { name: 'Cassino' })).toHaveAttribute('href', '/rng');
    expect(within(nav).getByRole('link', { name: 'Jogos da casa' })).toHaveAttribute(
      'href',
      '/rng?vassalage=BGS',
    );
    expect(within(nav).getByRole('link', { name: 'Esportes' })).toHaveAttribute('href', '/sports');
  });

  it('/sports is vendor based: every sports vendor as a card, no game grid', async () => {
    await renderApp(mock, { url: '/sports' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Esportes' })).toBeInTheDocument();
    const vendors = await screen.findByRole('list', { name: 'Esportes' }, { timeout: 5000 });
    // Home shows the first 5; the centre shows all 6.
    expect(within(vendors).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('/rng?vassalage=BGS is the in-house centre: RNG games of vendor BGS, no vendor menu', async () => {
    const seen = recordRequests(mock);
    await renderApp(mock, { url: '/rng?vassalage=BGS' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Jogos da casa' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Jogos da casa' }, { timeout: 5000 });
    const query = requestsTo(seen, GAME_LIST).at(-1)!.url.searchParams;
    expect(query.get('gameType')).toBe('RNG');
    expect(query.get('vassalage')).toBe('BGS');
    expect(screen.queryByRole('group', { name: 'Fornecedor' })).toBeNull();
  });

  it('/recent needs a session: a visitor is sent to /login, and after logging in sees the recent games', async () => {
    const view = await renderApp(mock, { url: '/recent' });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    const dialog = await findDialog('Entrar');
    await view.user.type(within(dialog).getByRole('textbox', { name: /^nome de usuário/i }), 'jogador01');
    await view.user.type(within(dialog).getByLabelText(/^senha/i), 'Sorte2026');
    await view.user.click(within(dialog).getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/recent'));
    const list = await screen.findByRole('list', { name: 'Recentes' }, { timeout: 5000 });
    expect(within(list).getAllByRole('article')).toHaveLength(6);
  });
});
