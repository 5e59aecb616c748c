import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { logInFromHeader, recordRequests, requestsTo } from '../../test/lobbyTestKit.ts';
import { renderApp, simulatedGatewayForFile } from '../../test/renderApp.tsx';

const mock = simulatedGatewayForFile();

const FAVOURITE_LIST = '/wps/relay/MCSFE_getFavoriteGamesList';
const grid = (name: string) => screen.findByRole('list', { name }, { timeout: 5000 });
const heartOf = (card: HTMLElement) => within(card).getByRole('button', { name: 'Favorito' });
const nameOf = (card: HTMLElement) => within(card).getByRole('heading').textContent ?? '';
const cardNamed = (list: HTMLElement, name: string) =>
  within(list)
    .queryAllByRole('article')
    .find((card) => nameOf(card) === name);

describe('one favourites answer for every page (the query cache, no reload)', () => {
  it('a favourite added on the lobby is on /favorite, and once removed there it is gone from the lobby’s hearts', async () => {
    const seen = recordRequests(mock);
    const view = await renderApp(mock, { url: '/rng' });
    await grid('Cassino');
    await logInFromHeader(view);
    let lobby = await grid('Cassino');
    await waitFor(() => expect(within(lobby).getAllByRole('article').length).toBe(18));
    const card = within(lobby)
      .getAllByRole('article')
      .find((candidate) => heartOf(candidate).getAttribute('aria-pressed') === 'false');
    if (!card) throw new Error('every game on the first page is a favourite already');
    const name = nameOf(card);
    await view.user.click(heartOf(card));
    await waitFor(() => expect(heartOf(cardNamed(lobby, name)!)).not.toHaveAttribute('aria-busy'));

    await view.router.navigate('/favorite');
    const favourites = await grid('Favoritos');
    await waitFor(() => expect(cardNamed(favourites, name)).toBeDefined());
    expect(heartOf(cardNamed(favourites, name)!)).toHaveAttribute('aria-pressed', 'true');
    // The list came from the cache the toggle updated: it was asked for once, at login.
    expect(requestsTo(seen, FAVOURITE_LIST)).toHaveLength(1);

    // Removed on /favorite past the one-second throttle (the page's clock moved on, no waiting): gone from the list at
    // once, and the lobby's heart is empty.
    const realNow = Date.now.bind(Date);
    const later = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 1000);
    onTestFinished(() => later.mockRestore());
    await view.user.click(heartOf(cardNamed(favourites, name)!));
    expect(cardNamed(favourites, name)).toBeUndefined();
    await view.router.navigate('/rng');
    lobby = await grid('Cassino');
    await waitFor(() => expect(heartOf(cardNamed(lobby, name)!)).toHaveAttribute('aria-pressed', 'false'));
  });
});
