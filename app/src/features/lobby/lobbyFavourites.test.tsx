import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { type AppView, logInFromHeader, recordRequests, requestsTo } from '../../test/lobbyTestKit.ts';
import { findDialog, renderApp, simulatedGatewayForFile } from '../../test/renderApp.tsx';

const mock = simulatedGatewayForFile();

const ADD = '/wps/relay/MCSFE_addFavoriteGameV2';
const REMOVE = '/wps/relay/MCSFE_removeFavoriteGameV2';

const grid = (name: string) => screen.findByRole('list', { name }, { timeout: 5000 });
const heartOf = (card: HTMLElement) => within(card).getByRole('button', { name: 'Favorito' });
const nameOf = (card: HTMLElement) => within(card).getByRole('heading').textContent ?? '';
/** The card of a game by its name, looked up again (cards re-render). */
const cardNamed = (list: HTMLElement, name: string) =>
  within(list)
    .getAllByRole('article')
    .find((card) => nameOf(card) === name);

/** Logged in as jogador01 on the casino centre; returns the first card whose game is not a favourite yet. */
async function casinoWithPlayer(scenario?: NonNullable<Parameters<typeof renderApp>[1]>['scenario']) {
  const view = await renderApp(mock, { url: '/rng', scenario });
  await grid('Cassino');
  await logInFromHeader(view);
  const list = await grid('Cassino');
  // favGameIds arrive with the session: wait until some heart is filled or the list is settled.
  await waitFor(() => expect(within(list).getAllByRole('article').length).toBe(18));
  const card = within(list)
    .getAllByRole('article')
    .find((candidate) => heartOf(candidate).getAttribute('aria-pressed') === 'false');
  if (!card) throw new Error('every game on the first page is a favourite already');
  return { view, list, name: nameOf(card) };
}

const heartNamed = (list: HTMLElement, name: string) => heartOf(cardNamed(list, name)!);
const warning = () => screen.findByRole('dialog', { name: 'Aviso' });

async function openFavouritesTab(view: AppView) {
  await view.router.navigate('/?tab=FAV');
  return grid('Favoritos');
}

describe('spec §4 Favourite toggle (optimistic, rolled back on failure), §5/§9 one toggle per second', () => {
  it('fills the heart at once, before the gateway answers, and the game is in the favourites list', async () => {
    const seen = recordRequests(mock);
    const { view, list, name } = await casinoWithPlayer({ endpointLatencyMs: { addFavourite: 600 } });
    await view.user.click(heartNamed(list, name));
    // The gateway has not answered yet (600 ms latency): the heart is already filled and marked busy.
    expect(heartNamed(list, name)).toHaveAttribute('aria-pressed', 'true');
    expect(heartNamed(list, name)).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(heartNamed(list, name)).not.toHaveAttribute('aria-busy'));
    expect(heartNamed(list, name)).toHaveAttribute('aria-pressed', 'true');
    expect(requestsTo(seen, ADD)).toHaveLength(1);

    const favourites = await openFavouritesTab(view);
    expect(cardNamed(favourites, name)).toBeDefined();
    expect(heartNamed(favourites, name)).toHaveAttribute('aria-pressed', 'true');
  });

  it('removing a favourite takes it out of the favourites list at once', async () => {
    const seen = recordRequests(mock);
    const view = await renderApp(mock, { scenario: { endpointLatencyMs: { removeFavourite: 600 } } });
    await logInFromHeader(view);
    const favourites = await openFavouritesTab(view);
    const cards = within(favourites).getAllByRole('article');
    // jogador01 starts with 8 favourites.
    expect(cards).toHaveLength(8);
    const name = nameOf(cards[0]!);
    await view.user.click(heartOf(cards[0]!));
    expect(cardNamed(favourites, name)).toBeUndefined();
    expect(within(favourites).getAllByRole('article')).toHaveLength(7);
    await waitFor(() => expect(requestsTo(seen, REMOVE)).toHaveLength(1));
  });

  it('rolls the heart back and says so when the gateway fails (failures.addFavourite server-error)', async () => {
    const { view, list, name } = await casinoWithPlayer({
      failures: { addFavourite: 'server-error' },
      endpointLatencyMs: { addFavourite: 300 },
    });
    await view.user.click(heartNamed(list, name));
    expect(heartNamed(list, name)).toHaveAttribute('aria-pressed', 'true');

    const dialog = await warning();
    expect(dialog).toHaveTextContent('Não foi possível atualizar seus favoritos. Tente novamente.');
    await view.user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Aviso' })).toBeNull());
    expect(heartNamed(list, name)).toHaveAttribute('aria-pressed', 'false');

    const favourites = await openFavouritesTab(view);
    expect(cardNamed(favourites, name)).toBeUndefined();
  });

  it('ignores a second toggle of the same game within one second, and accepts it after', async () => {
    const seen = recordRequests(mock);
    const { view, list, name } = await casinoWithPlayer();
    // The page's clock stands still between the two presses, however long the add takes on a busy machine.
    let clock = Date.now();
    const stopped = vi.spyOn(Date, 'now').mockImplementation(() => clock);
    onTestFinished(() => stopped.mockRestore());
    await view.user.click(heartNamed(list, name));
    await waitFor(() => expect(requestsTo(seen, ADD)).toHaveLength(1));
    // The add has been answered: the heart no longer ignores presses, only the throttle can.
    await waitFor(() => expect(heartNamed(list, name)).not.toHaveAttribute('aria-busy'));

    clock += 999;
    await view.user.click(heartNamed(list, name));
    expect(heartNamed(list, name)).toHaveAttribute('aria-pressed', 'true');
    expect(requestsTo(seen, REMOVE)).toHaveLength(0);

    clock += 1;
    await view.user.click(heartNamed(list, name));
    expect(heartNamed(list, name)).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(requestsTo(seen, REMOVE)).toHaveLength(1));
  });

  it('a visitor’s heart opens the login popup and sends nothing', async () => {
    const seen = recordRequests(mock);
    const view = await renderApp(mock, { url: '/rng' });
    const list = await grid('Cassino');
    const card = within(list).getAllByRole('article')[0]!;
    await view.user.click(heartOf(card));
    expect(await findDialog('Entrar')).toBeInTheDocument();
    expect(requestsTo(seen, ADD)).toHaveLength(0);
  });
});
