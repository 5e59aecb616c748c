import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logInFromHeader } from '../../test/lobbyTestKit.ts';
import { renderApp, simulatedGatewayForFile } from '../../test/renderApp.tsx';

// Issue 26 items 3 and 4: the session clock in the header and the reality check once per interval, on a fake clock,
// against the simulated gateway in this run's dialect.
const mock = simulatedGatewayForFile();
const WAIT = { timeout: 15_000 };
const SECOND = 1000;
const MINUTE = 60 * SECOND;

beforeEach(() => {
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
  });
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

async function loggedIn(scenario: NonNullable<Parameters<typeof renderApp>[1]>['scenario'] = {}) {
  const view = await renderApp(mock, { url: '/', scenario });
  await logInFromHeader(view);
  const clock = await screen.findByRole('group', { name: 'Sessão' }, WAIT);
  return { view, clock, startedAt: Date.now() };
}

const realityCheck = () => screen.queryAllByRole('dialog', { name: 'Lembrete de sessão' });
const elapsedOf = (clock: HTMLElement) => clock.querySelector('time')?.textContent ?? '';
const figure = (dialog: HTMLElement, term: string) =>
  within(dialog)
    .getAllByRole('term')
    .find((item) => item.textContent === term)?.nextElementSibling as HTMLElement;

describe('issue 26 item 3: the session clock', () => {
  it('shows in the header while logged in, ticking every second, with the net result since login, on game pages too', async () => {
    const { view, clock } = await loggedIn();
    expect(within(screen.getByRole('banner')).getByRole('group', { name: 'Sessão' })).toBe(clock);
    const before = elapsedOf(clock);
    expect(before).toMatch(/^0:00:0\d$/);
    await advance(3 * SECOND);
    await waitFor(() => expect(elapsedOf(clock)).not.toBe(before));
    expect(elapsedOf(clock)).toMatch(/^0:00:0\d$/);
    await waitFor(() => expect(clock).toHaveTextContent(/Resultado da sessão/), WAIT);
    // A game page (no side menu, spec §2) keeps the header, and the clock in it.
    await view.router.navigate('/seamless?nodeId=100001');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/seamless'));
    expect(within(screen.getByRole('banner')).getByRole('group', { name: 'Sessão' })).toBeVisible();
  });
});

describe('issue 26 item 4 (Done when): the reality check opens exactly once per interval', () => {
  it('opens at 60 minutes and not again until the next interval after a choice; take a break opens the break tools', async () => {
    const { view } = await loggedIn();
    await advance(59 * MINUTE + 50 * SECOND);
    expect(realityCheck()).toHaveLength(0);
    await advance(15 * SECOND);
    const dialog = await screen.findByRole('dialog', { name: 'Lembrete de sessão' }, WAIT);
    expect(figure(dialog, 'Duração')).toHaveTextContent(/^1:00:0\d$/);
    expect(within(dialog).getByRole('link', { name: 'Ver registro de apostas' })).toHaveAttribute(
      'href',
      '/member/bets',
    );
    // Left unanswered, it stays the one dialog however long the player waits.
    await advance(10 * MINUTE);
    expect(realityCheck()).toHaveLength(1);
    await view.user.click(within(dialog).getByRole('button', { name: 'Continuar jogando' }));
    await waitFor(() => expect(realityCheck()).toHaveLength(0));

    // Answered at 1:10: nothing more in the same interval, the next at 2:00.
    await advance(49 * MINUTE);
    expect(realityCheck()).toHaveLength(0);
    await advance(2 * MINUTE);
    const next = await screen.findByRole('dialog', { name: 'Lembrete de sessão' }, WAIT);
    expect(figure(next, 'Duração')).toHaveTextContent(/^2:00:0\d$/);
    await view.user.click(within(next).getByRole('button', { name: 'Fazer uma pausa' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/member/limits'));
    expect(realityCheck()).toHaveLength(0);
  });

  it('after the device slept past the interval (the wall clock jumped, no timer ran) it opens within a second', async () => {
    await loggedIn();
    vi.setSystemTime(Date.now() + 90 * MINUTE);
    expect(realityCheck()).toHaveLength(0);
    await advance(1 * SECOND);
    const dialog = await screen.findByRole('dialog', { name: 'Lembrete de sessão' }, WAIT);
    expect(figure(dialog, 'Duração')).toHaveTextContent(/^1:(29:5\d|30:0\d)$/);
  });

  it('an interval of 30 minutes chosen in the limits centre is kept by the gateway and the check opens at 30', async () => {
    const { view } = await loggedIn();
    await view.router.navigate('/member/limits');
    const setting = await screen.findByRole('combobox', { name: 'Mostrar o lembrete a cada' }, WAIT);
    await view.user.selectOptions(setting, '30');
    await waitFor(() => expect(setting).toHaveAccessibleDescription('Salvo: a cada 30 minutos.'), WAIT);
    await advance(25 * MINUTE);
    expect(realityCheck()).toHaveLength(0);
    await advance(5 * MINUTE + 5 * SECOND);
    const dialog = await screen.findByRole('dialog', { name: 'Lembrete de sessão' }, WAIT);
    expect(figure(dialog, 'Duração')).toHaveTextContent(/^0:30:0\d$/);
  });

  it('log out from the reality check logs out, and the clock goes', async () => {
    const { view } = await loggedIn();
    await advance(60 * MINUTE + 5 * SECOND);
    const dialog = await screen.findByRole('dialog', { name: 'Lembrete de sessão' }, WAIT);
    await view.user.click(within(dialog).getByRole('button', { name: 'Sair da conta' }));
    await waitFor(
      () => expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Entrar' })).toBeVisible(),
      WAIT,
    );
    expect(screen.queryByRole('group', { name: 'Sessão' })).toBeNull();
    expect(realityCheck()).toHaveLength(0);
  });
});

describe('issue 26 items 3 and 4 without their readings', () => {
  it('sessionSummary answered 404: the clock counts from the login and the figures come from the betting record', async () => {
    const { clock } = await loggedIn({ failures: { sessionSummary: 'missing' } });
    expect(elapsedOf(clock)).toMatch(/^0:00:0\d$/);
    await advance(60 * MINUTE + 5 * SECOND);
    const dialog = await screen.findByRole('dialog', { name: 'Lembrete de sessão' }, WAIT);
    expect(figure(dialog, 'Duração')).toHaveTextContent(/^1:00:0\d$/);
    await waitFor(() => expect(figure(dialog, 'Apostado')).toHaveTextContent(/R\$/), WAIT);
  });

  it('sessionSummary and betRecords answered 404: the clock shows alone, the figures unavailable', async () => {
    const { clock } = await loggedIn({ failures: { sessionSummary: 'missing', betRecords: 'missing' } });
    await advance(60 * MINUTE + 5 * SECOND);
    const dialog = await screen.findByRole('dialog', { name: 'Lembrete de sessão' }, WAIT);
    expect(figure(dialog, 'Apostado')).toHaveTextContent('Indisponível');
    expect(clock).not.toHaveTextContent(/R\$/);
  });

  it('setRealityCheck answered 404: the interval chosen in the limits centre is kept in this browser and applies', async () => {
    const { view } = await loggedIn({ failures: { setRealityCheck: 'missing' } });
    await view.router.navigate('/member/limits');
    const setting = await screen.findByRole('combobox', { name: 'Mostrar o lembrete a cada' }, WAIT);
    expect(setting).toHaveValue('60');
    await view.user.selectOptions(setting, '15');
    await waitFor(() => expect(setting).toHaveAccessibleDescription(/neste navegador/), WAIT);
    expect(setting).toHaveValue('15');
    await advance(15 * MINUTE + 5 * SECOND);
    expect(await screen.findByRole('dialog', { name: 'Lembrete de sessão' }, WAIT)).toBeVisible();
  });
});
