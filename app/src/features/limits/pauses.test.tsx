import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_CHANNEL } from '../../lib/pauses/sessionChannel.ts';
import { logInFromHeader, rngGamePage } from '../../test/lobbyTestKit.ts';
import { findDialog, renderApp, simulatedGatewayForFile } from '../../test/renderApp.tsx';

// Issue 26 item 5: take a break and self-exclusion in the limits centre, on a fake clock shared by the page and the
// simulated gateway; the gateway enforces the pause, the pages say why they are locked.
const mock = simulatedGatewayForFile();
const WAIT = { timeout: 15_000 };
const DAY = 86_400_000;
// Saturday 28 November 2026, 12:00 in Brasília.
const START = Date.UTC(2026, 10, 28, 15, 0, 0);
let clock = START;
const gatewayNow = mock.db.now;

beforeEach(() => {
  clock = START;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
  mock.db.now = () => clock;
});
afterEach(() => {
  vi.useRealTimers();
  mock.db.now = gatewayNow;
});

type Scenario = NonNullable<Parameters<typeof renderApp>[1]>['scenario'];

async function openPauses(scenario: Scenario = {}) {
  const view = await renderApp(mock, { url: '/', scenario });
  await logInFromHeader(view);
  await view.router.navigate('/member/limits');
  return view;
}

type View = Awaited<ReturnType<typeof openPauses>>;

async function takeBreak(view: View, length: string) {
  const section = await screen.findByRole('region', { name: 'Fazer uma pausa' }, WAIT);
  await view.user.click(within(section).getByRole('radio', { name: length }));
  await view.user.click(within(section).getByRole('button', { name: 'Fazer uma pausa' }));
  return section;
}

const gamePage = rngGamePage();

describe('issue 26 item 5: take a break', () => {
  it('Done when: a pause cannot be shortened — a 30-day break stands when 24 hours are asked a day later', async () => {
    const view = await openPauses();
    await takeBreak(view, '30 dias');
    const inForce = await screen.findByText(/Você está em pausa até 28 de dezembro de 2026/, {}, WAIT);
    expect(inForce).toBeVisible();

    // A day later at the gateway, the guard of the pause. The page's clock stays: a day into the same session would
    // bring its reminder (tested in sessionClock.test.tsx) at a moment that depends on how fast the summary loads.
    clock += DAY;
    await view.router.navigate('/member');
    await view.router.navigate('/member/limits');
    // The pause read again before asking for a shorter one, so the section asked in is the one that answers.
    await screen.findByText(/Você está em pausa até 28 de dezembro de 2026/, {}, WAIT);
    const section = await takeBreak(view, '24 horas');
    expect(
      await within(section).findByText(/Uma pausa em vigor não pode ser encurtada/, {}, WAIT),
    ).toBeVisible();
    expect(screen.getByText(/Você está em pausa até 28 de dezembro de 2026/)).toBeVisible();
  });

  it('a break locks the deposit page and the game launch with its end date, not the withdrawal page', async () => {
    const view = await openPauses();
    await takeBreak(view, '7 dias');
    await screen.findByText(/Você está em pausa até 5 de dezembro de 2026/, {}, WAIT);

    await view.router.navigate('/member/deposit');
    expect(
      await screen.findByText(
        /Você está em pausa até 5 de dezembro de 2026.*não é possível depositar/,
        {},
        WAIT,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Depositar' })).toBeNull();

    await view.router.navigate('/member/withdraw');
    expect(await screen.findByRole('button', { name: /^Sacar/ }, WAIT)).toBeVisible();
    expect(screen.queryByText(/Você está em pausa até/)).toBeNull();

    await view.router.navigate(gamePage);
    expect(
      await screen.findByText(/Você está em pausa até 5 de dezembro de 2026.*abrir jogos/, {}, WAIT),
    ).toBeVisible();
    expect(document.querySelector('iframe')).toBeNull();

    // The break is over at the gateway (see the first test for why the page's clock stays).
    clock += 7 * DAY;
    await view.router.navigate('/member/deposit');
    expect(await screen.findByRole('button', { name: 'Depositar' }, WAIT)).toBeVisible();
  });
});

describe('issue 26 item 5: self-exclusion', () => {
  it('asks first, saying what it means; then logs out and lands on the blocked page, which shows how to withdraw', async () => {
    const view = await openPauses();
    const section = await screen.findByRole('region', { name: 'Autoexclusão' }, WAIT);
    await view.user.click(within(section).getByRole('radio', { name: '6 meses' }));
    await view.user.click(within(section).getByRole('button', { name: 'Autoexcluir-me' }));
    const dialog = await findDialog(/Autoexcluir-me/);
    expect(dialog).toHaveAccessibleDescription(
      /todos os aparelhos e abas.*28 de maio de 2027.*sacar o seu saldo/,
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Sim, autoexcluir-me' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/self-excluded'), WAIT);
    expect(await screen.findByRole('heading', { level: 1, name: 'Você se autoexcluiu' }, WAIT)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Entrar para sacar o saldo' })).toHaveAttribute(
      'href',
      '/member/withdraw',
    );
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Entrar' })).toBeVisible();
  });

  it('a self-exclusion in another tab (BroadcastChannel sorte-session) logs this tab out at once', async () => {
    const view = await openPauses();
    await screen.findByRole('region', { name: 'Autoexclusão' }, WAIT);
    const otherTab = new BroadcastChannel(SESSION_CHANNEL);
    otherTab.postMessage({ type: 'self-excluded' });
    otherTab.close();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/self-excluded'), WAIT);
    expect(await screen.findByRole('heading', { level: 1, name: 'Você se autoexcluiu' }, WAIT)).toBeVisible();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Entrar' })).toBeVisible();
  });
});

describe('issue 26 item 5: a gateway without the pause calls', () => {
  it('without the pause status (pauseStatus answered 404) the limits page shows no pauses and the deposit page works', async () => {
    const view = await openPauses({ failures: { pauseStatus: 'missing' } });
    await screen.findByRole('tab', { name: /^Depósito/ }, WAIT);
    expect(screen.queryByRole('region', { name: 'Fazer uma pausa' })).toBeNull();
    await view.router.navigate('/member/deposit');
    expect(await screen.findByRole('button', { name: 'Depositar' }, WAIT)).toBeVisible();
  });

  it('a break refused as missing (takeBreak answered 404) says this site does not offer it', async () => {
    const view = await openPauses({ failures: { takeBreak: 'missing' } });
    const section = await takeBreak(view, '24 horas');
    expect(
      await within(section).findByText('Esta ação não está disponível neste site.', {}, WAIT),
    ).toBeVisible();
  });

  it('a self-exclusion refused as missing (selfExclude answered 404) says so and keeps the session', async () => {
    const view = await openPauses({ failures: { selfExclude: 'missing' } });
    const section = await screen.findByRole('region', { name: 'Autoexclusão' }, WAIT);
    await view.user.click(within(section).getByRole('radio', { name: '1 ano' }));
    await view.user.click(within(section).getByRole('button', { name: 'Autoexcluir-me' }));
    await view.user.click(
      within(await findDialog(/Autoexcluir-me/)).getByRole('button', { name: 'Sim, autoexcluir-me' }),
    );
    expect(
      await within(section).findByText('Esta ação não está disponível neste site.', {}, WAIT),
    ).toBeVisible();
    expect(view.router.state.location.pathname).toBe('/member/limits');
  });
});
