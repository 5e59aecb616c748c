import type { FailureMode } from '@sorte/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { logInFromHeader } from '../../test/lobbyTestKit.ts';
import { renderApp, simulatedGatewayForFile, TEST_GATEWAY } from '../../test/renderApp.tsx';

const mock = simulatedGatewayForFile();

// Spec §8 texts (pt, the source language).
const NETWORK = 'A conexão de rede está instável, tente novamente';
const TIMEOUT = 'A página demorou muito para carregar, verifique a sua conexão de rede';
const UNKNOWN = 'Erro desconhecido';
// Issue 24 item 4: an answer the site cannot read is never a bare unknown error.
const UNREADABLE = 'O servidor respondeu num formato que o site não consegue ler';
const RETRY = 'Tentar novamente';
// The client gives up on a hung call quickly here (a timeout is the kind under test, not the wait).
const FAST = { timeoutMs: 150 };
const SLOW = 10_000;

const alertWith = (text: string) =>
  screen.findByText(text, { selector: '[role="alert"] *' }, { timeout: SLOW }).then((node) => {
    const alert = node.closest('[role="alert"]');
    if (!(alert instanceof HTMLElement)) throw new Error(`no alert around "${text}"`);
    return alert;
  });

describe('§8 a failed read says what happened, with a retry that recovers', () => {
  it.each([
    ['timeout', TIMEOUT],
    ['network-error', NETWORK],
    ['server-error', UNKNOWN],
    ['malformed', UNREADABLE],
  ] as const)('lobby game grid, %s: "%s", never "no games"', async (mode, text) => {
    const view = await renderApp(mock, {
      url: '/rng',
      scenario: { failures: { gameList: mode } },
      config: FAST,
    });
    const alert = await alertWith(text);
    expect(screen.queryByText('Nenhum jogo encontrado.')).toBeNull();
    mock.applyScenario({ failures: { gameList: null } });
    await view.user.click(within(alert).getByRole('button', { name: RETRY }));
    expect(await screen.findByRole('list', { name: 'Cassino' }, { timeout: SLOW })).toBeInTheDocument();
    expect(screen.queryByText(text)).toBeNull();
  });

  it('the announcement popup says the list failed, not that there are no announcements', async () => {
    const view = await renderApp(mock, { scenario: { failures: { publicContent: 'network-error' } } });
    await view.user.click(within(await screen.findByRole('banner')).getByRole('button', { name: 'Avisos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anúncios' });
    const alert = await alertWith(NETWORK);
    expect(dialog).toContainElement(alert);
    expect(within(dialog).queryByText('Nenhum anúncio no momento.')).toBeNull();
    mock.applyScenario({ failures: { publicContent: null } });
    await view.user.click(within(alert).getByRole('button', { name: RETRY }));
    expect(
      await within(dialog).findByRole('navigation', { name: 'Lista de anúncios' }, { timeout: SLOW }),
    ).toBeInTheDocument();
  });

  it.each([
    ['/promotions', 'publicContent', 'Não foi possível carregar as promoções.'],
    ['/help', 'helpCenter', 'Não foi possível carregar a ajuda.'],
  ] as const)('%s: the failed list names itself and the §8 kind', async (url, endpoint, what) => {
    const view = await renderApp(mock, {
      url,
      scenario: { failures: { [endpoint]: 'timeout' } },
      config: FAST,
    });
    const alert = await alertWith(TIMEOUT);
    expect(alert).toHaveTextContent(what);
    mock.applyScenario({ failures: { [endpoint]: null } });
    await view.user.click(within(alert).getByRole('button', { name: RETRY }));
    await waitFor(() => expect(screen.queryByText(TIMEOUT)).toBeNull(), { timeout: SLOW });
  });

  it('home: the notice marquee and the winner board say they failed instead of vanishing', async () => {
    const view = await renderApp(mock, {
      scenario: { failures: { popularNotices: 'network-error', winnerBoard: 'timeout' } },
      config: FAST,
    });
    const notices = await alertWith(NETWORK);
    expect(notices).toHaveTextContent('Não foi possível carregar os avisos.');
    const winners = await alertWith(TIMEOUT);
    expect(winners).toHaveTextContent('Não foi possível carregar os ganhadores.');
    mock.applyScenario({ failures: { winnerBoard: null } });
    await view.user.click(within(winners).getByRole('button', { name: RETRY }));
    await waitFor(() => expect(screen.queryByText(TIMEOUT)).toBeNull(), { timeout: SLOW });
  });

  it('/recent: a failed list is not "you have not played yet"', async () => {
    const view = await renderApp(mock, { scenario: { failures: { recentGames: 'network-error' } } });
    await logInFromHeader(view);
    await view.router.navigate('/recent');
    const alert = await alertWith(NETWORK);
    expect(screen.queryByText('Você ainda não jogou nenhum jogo.')).toBeNull();
    mock.applyScenario({ failures: { recentGames: null } });
    await view.user.click(within(alert).getByRole('button', { name: RETRY }));
    await waitFor(() => expect(screen.queryByText(NETWORK)).toBeNull(), { timeout: SLOW });
  });

  it('/favorite: a failed list is not "no favourites yet"', async () => {
    const view = await renderApp(mock, {
      scenario: { failures: { favouriteList: 'timeout' } },
      config: FAST,
    });
    await logInFromHeader(view);
    await view.router.navigate('/favorite');
    const alert = await alertWith(TIMEOUT);
    expect(screen.queryByText('Você ainda não tem jogos favoritos.')).toBeNull();
    mock.applyScenario({ failures: { favouriteList: null } });
    await view.user.click(within(alert).getByRole('button', { name: RETRY }));
    await waitFor(() => expect(screen.queryByText(TIMEOUT)).toBeNull(), { timeout: SLOW });
  });

  it('/pointMall: the rewards name the §8 kind', async () => {
    await renderApp(mock, {
      url: '/pointMall',
      scenario: { failures: { pointRewards: 'network-error' } },
    });
    const alert = await alertWith(NETWORK);
    expect(alert).toHaveTextContent('Não foi possível carregar as recompensas.');
  });

  it('issue 24 item 4: a point balance in a shape no reading knows names the content, retries, and tells the operator where', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mock.server.use(
      http.get(`${TEST_GATEWAY}/wps/relay/MCS2_getPointBalance`, () =>
        HttpResponse.json({ success: true, value: { saldoDePontos: { jogador01: 'muitos' } } }),
      ),
    );
    const view = await renderApp(mock, { url: '/pointMall' });
    await logInFromHeader(view);
    const alert = await alertWith(UNREADABLE);
    expect(alert).toHaveTextContent('Não foi possível carregar seus pontos.');
    expect(screen.queryByText(UNKNOWN)).toBeNull();
    const told = warn.mock.calls
      .map(([line]) => String(line))
      .filter((line) => line.includes('pointBalance'));
    expect(told[0]).toMatch(/^Sorte gateway: the answer of pointBalance could not be read at /);
    expect(told.join('\n')).not.toMatch(/jogador01|muitos/);
    mock.server.resetHandlers();
    await view.user.click(within(alert).getByRole('button', { name: RETRY }));
    await waitFor(() => expect(screen.queryByText(UNREADABLE)).toBeNull(), { timeout: SLOW });
    warn.mockRestore();
  });

  it('/lottery: the lottery list names the §8 kind and retries', async () => {
    const view = await renderApp(mock, { scenario: { failures: { lotteryMenu: 'timeout' } }, config: FAST });
    await logInFromHeader(view);
    await view.router.navigate('/lottery');
    const alert = await alertWith(TIMEOUT);
    expect(alert).toHaveTextContent('Não foi possível carregar as loterias.');
    mock.applyScenario({ failures: { lotteryMenu: null } });
    await view.user.click(within(alert).getByRole('button', { name: RETRY }));
    await waitFor(() => expect(screen.queryByText(TIMEOUT)).toBeNull(), { timeout: SLOW });
  });
});

describe('the header never shows a balance it does not know', () => {
  const balanceArea = () =>
    within(screen.getByRole('banner')).getByText('Saldo', { exact: false }).parentElement!;

  it('asks the balance call after login and shows its amount', async () => {
    const view = await renderApp(mock);
    await logInFromHeader(view);
    await waitFor(() => expect(balanceArea()).toHaveTextContent(/1\.523,75/));
  });

  it.each([
    ['server-error', UNKNOWN],
    ['network-error', NETWORK],
  ] as const satisfies readonly (readonly [FailureMode, string])[])(
    'a failed balance (%s) reads as unknown with the §8 text, and its retry loads it',
    async (mode, text) => {
      const view = await renderApp(mock, { scenario: { failures: { balance: mode } } });
      await logInFromHeader(view);
      const retry = await within(screen.getByRole('banner')).findByRole(
        'button',
        { name: 'Tentar carregar o saldo novamente' },
        { timeout: SLOW },
      );
      expect(balanceArea()).toHaveTextContent('—');
      expect(balanceArea()).toHaveTextContent(text);
      expect(balanceArea()).not.toHaveTextContent(/0,00/);
      mock.applyScenario({ failures: { balance: null } });
      await view.user.click(retry);
      await waitFor(() => expect(balanceArea()).toHaveTextContent(/1\.523,75/), { timeout: SLOW });
    },
  );

  it('a failed member info still asks the balance, shows no R$ 0,00 and offers a retry', async () => {
    const view = await renderApp(mock, { scenario: { failures: { memberInfo: 'server-error' } } });
    await logInFromHeader(view);
    const banner = screen.getByRole('banner');
    const retry = await within(banner).findByRole(
      'button',
      { name: /Não foi possível carregar os dados da conta/ },
      { timeout: SLOW },
    );
    await waitFor(() => expect(balanceArea()).toHaveTextContent(/1\.523,75/), { timeout: SLOW });
    expect(banner).not.toHaveTextContent(/R\$\s*0,00/);
    mock.applyScenario({ failures: { memberInfo: null } });
    await view.user.click(retry);
    await waitFor(() => expect(within(banner).queryByRole('button', { name: /dados da conta/ })).toBeNull(), {
      timeout: SLOW,
    });
    expect(within(banner).getByText('Ana Souza')).toBeInTheDocument();
  });
});
