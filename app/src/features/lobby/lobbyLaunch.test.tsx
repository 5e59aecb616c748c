import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { locationOf, logInFromHeader, recordRequests, requestsTo } from '../../test/lobbyTestKit.ts';
import { findDialog, renderApp, simulatedGatewayForFile } from '../../test/renderApp.tsx';

const mock = simulatedGatewayForFile();

const LAUNCH = '/wps/game/launchGame';
const FREE_TRIAL = '/wps/relay/GCS_gameLaunchFB';
const GAME_HOST = 'play.sorte.example';

const grid = (name: string) => screen.findByRole('list', { name }, { timeout: 5000 });
const nameOf = (card: HTMLElement) => within(card).getByRole('heading').textContent ?? '';
const trialCard = (list: HTMLElement) =>
  within(list)
    .getAllByRole('article')
    .find((card) => within(card).queryByRole('button', { name: 'Teste grátis' }) !== null);

describe('spec §6 launching a game from a card (issue 3 item 7)', () => {
  it('Play now as a visitor opens the login popup and launches nothing', async () => {
    const seen = recordRequests(mock);
    const view = await renderApp(mock, { url: '/live' });
    const card = within(await grid('Cassino ao vivo')).getAllByRole('article')[0]!;
    await view.user.click(within(card).getByRole('button', { name: 'Jogar agora' }));
    expect(await findDialog('Entrar')).toBeInTheDocument();
    expect(locationOf(view)).toBe('/live');
    expect(requestsTo(seen, LAUNCH)).toHaveLength(0);
  });

  it('Play now on a trial account shows the in_need_true_account warning with a confirm button', async () => {
    const seen = recordRequests(mock);
    const view = await renderApp(mock, { url: '/live' });
    await grid('Cassino ao vivo');
    await logInFromHeader(view, 'teste01');
    const card = within(await grid('Cassino ao vivo')).getAllByRole('article')[0]!;
    await view.user.click(within(card).getByRole('button', { name: 'Jogar agora' }));
    const warning = await screen.findByRole('dialog', { name: 'Aviso' });
    expect(warning).toHaveTextContent(
      'Este recurso precisa de uma conta real. Cadastre-se ou entre com sua conta.',
    );
    await view.user.click(within(warning).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Aviso' })).toBeNull());
    expect(locationOf(view)).toBe('/live');
    expect(requestsTo(seen, LAUNCH)).toHaveLength(0);
  });

  it('Free trial as a visitor opens /seamless in trial mode when FREEPLAY3 is on, launched without a token', async () => {
    const seen = recordRequests(mock);
    const view = await renderApp(mock, { url: '/rng', config: { frameHosts: [GAME_HOST] } });
    const card = trialCard(await grid('Cassino'));
    expect(card).toBeDefined();
    const name = nameOf(card!);
    await view.user.click(within(card!).getByRole('button', { name: 'Teste grátis' }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/seamless'));
    expect(new URLSearchParams(view.router.state.location.search).get('mode')).toBe('trial');
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    const frame = await screen.findByTitle(name);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/play\.sorte\.example\/game\//);
    expect(requestsTo(seen, FREE_TRIAL)).toHaveLength(1);
    expect(requestsTo(seen, FREE_TRIAL)[0]!.authorization).toBeNull();
    expect(requestsTo(seen, LAUNCH)).toHaveLength(0);
  });

  it('offers no Free trial button when FREEPLAY3 is off', async () => {
    await renderApp(mock, { url: '/rng', scenario: { whiteLabel: { FREEPLAY3: false } } });
    const list = await grid('Cassino');
    // The catalogue has trial games on every page of /rng; none is offered with the switch off.
    expect(within(list).getAllByRole('article')).toHaveLength(18);
    expect(within(list).queryByRole('button', { name: 'Teste grátis' })).toBeNull();
  });

  it('shows a member’s game in an iframe whose src is the launch URL on an allowed host', async () => {
    const seen = recordRequests(mock);
    const view = await renderApp(mock, { url: '/live', config: { frameHosts: [GAME_HOST] } });
    await grid('Cassino ao vivo');
    await logInFromHeader(view);
    const card = within(await grid('Cassino ao vivo')).getAllByRole('article')[0]!;
    const name = nameOf(card);
    await view.user.click(within(card).getByRole('button', { name: 'Jogar agora' }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/seamless'));
    const frame = await screen.findByTitle(name);
    expect(frame.tagName).toBe('IFRAME');
    const src = new URL(frame.getAttribute('src') ?? '');
    expect(src.host).toBe(GAME_HOST);
    expect(src.protocol).toBe('https:');
    expect(requestsTo(seen, LAUNCH)).toHaveLength(1);
    expect(requestsTo(seen, LAUNCH)[0]!.authorization).toMatch(/^Bearer [0-9a-f]{48}$/);
    // The game page hides the side menu (spec §2 game pages), and with it the menu button.
    expect(screen.queryByRole('complementary', { name: /menu lateral/i })).toBeNull();
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: 'Menu' })).toBeNull();
  });

  it('refuses a launch URL whose host is not in frameHosts: no iframe, a message instead', async () => {
    const view = await renderApp(mock, { url: '/live', config: { frameHosts: [] } });
    await grid('Cassino ao vivo');
    await logInFromHeader(view);
    const card = within(await grid('Cassino ao vivo')).getAllByRole('article')[0]!;
    await view.user.click(within(card).getByRole('button', { name: 'Jogar agora' }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/seamless'));
    expect(
      await screen.findByText(
        'O endereço deste jogo não é de um provedor autorizado, por isso ele não foi aberto.',
      ),
    ).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });
});
