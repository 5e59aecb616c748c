import { failures } from '@sorte/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logInFromHeader } from '../../test/lobbyTestKit.ts';
import { renderApp, simulatedGatewayForFile, TEST_GATEWAY } from '../../test/renderApp.tsx';

const mock = simulatedGatewayForFile();
const WAIT = { timeout: 5000 };

describe('§2 Member dropdown VIP level (only when the club label type is AUTO), §3 Member info clubLabel', () => {
  it('the dropdown’s VIP entry, with the level’s name, leads to the VIP page, which shows the AUTO label', async () => {
    const view = await renderApp(mock, { url: '/' });
    await logInFromHeader(view, 'jogador01');
    await view.user.click(await screen.findByRole('button', { name: /^Ana Souza/ }, WAIT));
    const entry = await screen.findByRole('link', { name: 'Nível VIP' }, WAIT);
    expect(screen.getAllByText('Ouro').length).toBeGreaterThan(0);
    expect(entry).toHaveAttribute('href', '/vip');
    await view.user.click(entry);
    const page = (await screen.findByRole('heading', { level: 1, name: 'Nível VIP' }, WAIT)).closest(
      'section',
    ) as HTMLElement;
    expect(await within(page).findByText('Automático', {}, WAIT)).toBeInTheDocument();
    expect(within(page).getAllByText('Ouro').length).toBeGreaterThan(0);
    expect(within(page).getByText('3')).toBeInTheDocument();
  });

  it('has no VIP entry without an AUTO label, and the page says there is no automatic level', async () => {
    const view = await renderApp(mock, { url: '/' });
    await logInFromHeader(view, 'agente2');
    await view.user.click(await screen.findByRole('button', { name: /^Beatriz Rocha/ }, WAIT));
    await screen.findByRole('link', { name: 'Registro de apostas' }, WAIT);
    expect(screen.queryByRole('link', { name: 'Nível VIP' })).toBeNull();

    await view.router.navigate('/vip');
    expect(
      await screen.findByText('Sua conta não tem um nível VIP automático.', {}, WAIT),
    ).toBeInTheDocument();
  });

  it('§2 navigation guard: sends a visitor to login first', async () => {
    const view = await renderApp(mock, { url: '/vip' });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'), WAIT);
    expect(view.router.state.location.search).toBe('?redirect=%2Fvip');
  });
});

describe('issue 23 item 6 (reading MCS2_getVipProgress): progress to the next level and the benefits table', () => {
  it('shows the valid bets and deposits done of what Platina needs, and every level’s benefits with Ouro marked', async () => {
    const view = await renderApp(mock, { url: '/' });
    await logInFromHeader(view, 'jogador01');
    await view.router.navigate('/vip');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Progresso para Platina' }, WAIT),
    ).toBeVisible();
    const bets = screen.getByRole('progressbar', { name: /^Apostas válidas/ });
    expect(bets).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^R\$\s?132\.450,80 de R\$\s?200\.000,00$/),
    );
    expect(bets).toHaveAttribute('value', '66');
    const deposits = screen.getByRole('progressbar', { name: /^Depósitos/ });
    expect(deposits).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^R\$\s?14\.300,00 de R\$\s?20\.000,00$/),
    );
    expect(screen.getByText(/faltam R\$\s?5\.700,00/)).toBeInTheDocument();
    const levels = within(screen.getByRole('region', { name: 'Benefícios por nível' })).getAllByRole(
      'listitem',
    );
    expect(levels).toHaveLength(5);
    const current = levels.find((level) => level.getAttribute('aria-current') === 'true');
    expect(current).toHaveAccessibleName(/^Ouro/);
    expect(current).toHaveTextContent(/Rebate\s*0,7\s?%/);
    expect(current).toHaveTextContent(/Limite de saque por dia\s*R\$\s?20\.000,00/);
    expect(current).toHaveTextContent(/Bônus de aniversário\s*R\$\s?50,00/);
  });

  it('on a gateway without the reading, keeps the level and says once that progress and benefits are not shown', async () => {
    mock.server.use(failures.missing('vipProgress', { baseUrl: TEST_GATEWAY }));
    const view = await renderApp(mock, { url: '/' });
    await logInFromHeader(view, 'jogador01');
    await view.router.navigate('/vip');
    expect(
      await screen.findByText('Este site não mostra o progresso nem os benefícios dos níveis VIP.', {}, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByText('Automático')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
