import { runCashierControl } from '@sorte/mocks';
import { gameCatalog } from '@sorte/mocks/fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClientOf } from '../../lib/queryClient.ts';
import { logInFromHeader, recordRequests, requestsTo } from '../../test/lobbyTestKit.ts';
import { findDialog, renderApp, simulatedGatewayForFile, TEST_GATEWAY } from '../../test/renderApp.tsx';

// Issue 26 items 2 and 6 ("Done when"): limits applied where money and play start, on a fake clock: the deposit page
// checks the limits it has read and the gateway checks them again; a launch beyond a loss limit is refused; the
// cashier says why it is locked.
const mock = simulatedGatewayForFile();
const WAIT = { timeout: 15_000 };
const HOUR = 3_600_000;
// Saturday 28 November 2026, 12:00 in Brasília: the day resets at midnight (29/11 00:00), the week on Monday.
const START = Date.UTC(2026, 10, 28, 15, 0, 0);
const DEPOSIT = 'MCS2_getLimits';

// The simulated gateway reads the same fake clock as the page (its own default took Date.now before it was faked).
const realClock = mock.db.now;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
  mock.db.now = () => Date.now();
});
afterEach(() => {
  mock.db.now = realClock;
  vi.useRealTimers();
});

type View = Awaited<ReturnType<typeof renderApp>>;

async function loggedIn(scenario: NonNullable<Parameters<typeof renderApp>[1]>['scenario'] = {}) {
  const view = await renderApp(mock, { url: '/', scenario });
  await logInFromHeader(view);
  return view;
}

/** Sets a limit in the limits centre, as the player does. */
async function setLimit(
  view: View,
  tab: string,
  region: string,
  period: 'diário' | 'semanal',
  amount: string,
) {
  await view.router.navigate('/member/limits');
  await view.user.click(await screen.findByRole('tab', { name: new RegExp(`^${tab}`) }, WAIT));
  const section = await screen.findByRole('region', { name: region }, WAIT);
  const field = within(section).getByRole('textbox', { name: `Novo limite ${period}` });
  await view.user.type(field, amount);
  const card = field.closest('li') as HTMLElement;
  await view.user.click(within(card).getByRole('button', { name: 'Salvar' }));
  await waitFor(() => expect(field).toHaveValue(''), WAIT);
  return card;
}

/**
 * Hours later in the same session its reminder is due (issue 26 item 4): it opens within a second of the clock's
 * jump, and the player answers it before going on.
 */
async function hoursLater(view: View, at: number) {
  vi.setSystemTime(at);
  const reminder = await findDialog('Lembrete de sessão', WAIT.timeout);
  await view.user.click(within(reminder).getByRole('button', { name: 'Continuar jogando' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
}

async function tryDeposit(view: View, amount: string) {
  // A fresh visit to the page, as the player makes: what it read and refused before is gone.
  await view.router.navigate('/member');
  await view.router.navigate('/member/deposit');
  const field = await screen.findByRole('textbox', { name: /^valor do depósito/i }, WAIT);
  await view.user.clear(field);
  await view.user.type(field, amount);
  await view.user.click(screen.getByRole('button', { name: 'Depositar' }));
  return field;
}

const MIDNIGHT = /29\/11\/2026,? 00:00/;

describe('issue 26 items 2 and 6: a deposit beyond a limit', () => {
  it('is refused before it is sent, with the limit, what is left and its reset, linking to the limits centre', async () => {
    const view = await loggedIn();
    await setLimit(view, 'Depósito', 'Limite de depósito', 'diário', '100');
    const seen = recordRequests(mock);
    const field = await tryDeposit(view, '150');
    const notice = await screen.findByText(
      /Limite de depósito diário de R\$\s?100,00: restam só R\$\s?100,00 até/,
      {},
      WAIT,
    );
    expect(notice).toHaveTextContent(MIDNIGHT);
    expect(field).toHaveValue('150');
    expect(requestsTo(seen, '/wps/relay/PAY_deposit')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Ver os meus limites' })).toHaveAttribute(
      'href',
      '/member/limits?kind=deposit',
    );
  });

  it('is refused by the gateway when this site cannot read the limits (limits answered 404), with the reset time', async () => {
    const view = await loggedIn();
    await setLimit(view, 'Depósito', 'Limite de depósito', 'diário', '100');
    mock.server.use(
      http.get(`${TEST_GATEWAY}/wps/relay/${DEPOSIT}`, () => new HttpResponse(null, { status: 404 })),
    );
    await tryDeposit(view, '150');
    const alert = await screen.findByText(/Limite de depósito diário de R\$\s?100,00/, {}, WAIT);
    expect(alert).toHaveTextContent(MIDNIGHT);
    expect(screen.queryByRole('textbox', { name: 'Código PIX copia e cola' })).toBeNull();
  });

  it('a lowered limit applies at once: a deposit that fitted before the lowering is refused after it', async () => {
    const view = await loggedIn();
    await setLimit(view, 'Depósito', 'Limite de depósito', 'diário', '500');
    await tryDeposit(view, '200');
    await screen.findByRole('textbox', { name: 'Código PIX copia e cola' }, WAIT);
    expect(runCashierControl(mock.db, { action: 'creditDeposit', account: 'jogador01' }).status).toBe(200);
    // What the money event does: the orders and balances are read again.
    await queryClientOf(view.store).invalidateQueries();
    // R$ 100,00 more fits under R$ 500,00 (R$ 300,00 left) …
    await setLimit(view, 'Depósito', 'Limite de depósito', 'diário', '250');
    // … and no longer under R$ 250,00, at once.
    await tryDeposit(view, '100');
    expect(
      await screen.findByText(
        /Limite de depósito diário de R\$\s?250,00: restam só R\$\s?50,00 até/,
        {},
        WAIT,
      ),
    ).toHaveTextContent(MIDNIGHT);
  });

  it('a raise waits 24 hours and is not applied before confirmation; unconfirmed, it lapses after 7 more days', async () => {
    const view = await loggedIn();
    await setLimit(view, 'Depósito', 'Limite de depósito', 'diário', '100');
    const card = await setLimit(view, 'Depósito', 'Limite de depósito', 'diário', '1000');
    await waitFor(() => expect(card).toHaveTextContent(/Aumento para R\$\s?1\.000,00: pendente até/), WAIT);
    await tryDeposit(view, '300');
    expect(await screen.findByText(/Limite de depósito diário de R\$\s?100,00/, {}, WAIT)).toBeVisible();

    await hoursLater(view, START + 25 * HOUR);
    await tryDeposit(view, '300');
    expect(await screen.findByText(/Limite de depósito diário de R\$\s?100,00/, {}, WAIT)).toHaveTextContent(
      /30\/11\/2026,? 00:00/,
    );
    await view.router.navigate('/member/limits');
    await screen.findByRole('button', { name: 'Confirmar' }, WAIT);

    await hoursLater(view, START + (24 + 7 * 24 + 1) * HOUR);
    await view.router.navigate('/');
    await view.router.navigate('/member/limits');
    const deposit = await screen.findByRole('region', { name: 'Limite de depósito' }, WAIT);
    await waitFor(() => expect(deposit).toHaveTextContent(/R\$\s?100,00/), WAIT);
    expect(deposit).not.toHaveTextContent('Aumento para');
    expect(within(deposit).queryByRole('button', { name: 'Confirmar' })).toBeNull();
  });
});

describe('issue 26 item 6: why the cashier is locked', () => {
  it('a deposit limit used up: the reason and when it is back at the top, in place of the form', async () => {
    const view = await loggedIn();
    await setLimit(view, 'Depósito', 'Limite de depósito', 'diário', '200');
    await tryDeposit(view, '200');
    await screen.findByRole('textbox', { name: 'Código PIX copia e cola' }, WAIT);
    expect(runCashierControl(mock.db, { action: 'creditDeposit', account: 'jogador01' }).status).toBe(200);
    await queryClientOf(view.store).invalidateQueries();
    await view.router.navigate('/');
    await view.router.navigate('/member/deposit');
    const lock = await screen.findByText('Depósitos bloqueados por um limite seu', {}, WAIT);
    expect(lock.parentElement).toHaveTextContent(
      /Limite de depósito diário de R\$\s?200,00 atingido; volta a estar disponível em 29\/11\/2026,? 00:00\./,
    );
    expect(screen.queryByRole('textbox', { name: /^valor do depósito/i })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver os meus limites' })).toHaveAttribute(
      'href',
      '/member/limits?kind=deposit',
    );
  });

  it('a verification pending (the deposit refused with KYC_PENDING): the cashier says so', async () => {
    const view = await loggedIn();
    mock.server.use(
      http.post(`${TEST_GATEWAY}/wps/relay/PAY_deposit`, () =>
        HttpResponse.json({ success: false, code: 'KYC_PENDING', message: 'kyc', value: null }),
      ),
    );
    await tryDeposit(view, '50');
    expect(
      await screen.findByText('Depósitos bloqueados até a verificação da conta', {}, WAIT),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /^valor do depósito/i })).toBeNull();
  });
});

describe('issue 26 items 2 and 6: a game launch beyond a loss limit', () => {
  it('is refused on the game page with the limit and when it resets; no game frame', async () => {
    const view = await loggedIn();
    // jogador01 has lost R$ 76,83 in this week's bets by now.
    await setLimit(view, 'Perda', 'Limite de perda', 'semanal', '50');
    const game = gameCatalog().byType.get('RNG')![0]!;
    const query = new URLSearchParams({
      nodeId: String(game.nodeId),
      vassalage: game.vassalage,
      gameType: game.gameType,
      gameCode: game.gameCode,
      name: 'Jogo',
    });
    await view.router.navigate(`/seamless?${query}`);
    expect(
      await screen.findByText(
        /Limite de perda semanal de R\$\s?50,00 atingido; volta a estar disponível em 30\/11\/2026,? 00:00\./,
        {},
        WAIT,
      ),
    ).toBeVisible();
    expect(document.querySelector('iframe')).toBeNull();
  });
});
