import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logInFromHeader } from '../test/lobbyTestKit.ts';
import { renderApp, simulatedGatewayForFile } from '../test/renderApp.tsx';

const mock = simulatedGatewayForFile();
const WAIT = { timeout: 5000 };

async function openDropdown(username: string, nickname: RegExp) {
  const view = await renderApp(mock, { url: '/' });
  await logInFromHeader(view, username);
  await view.user.click(await screen.findByRole('button', { name: nickname }, WAIT));
  return view;
}

describe('§2 Member dropdown', () => {
  it('links the betting record, account record, personal loss and reward centre pages; VIP for an AUTO club label', async () => {
    await openDropdown('jogador01', /^Ana Souza/);
    const link = (name: string) => screen.findByRole('link', { name }, WAIT);
    expect(await link('Registro de apostas')).toHaveAttribute('href', '/member/bets');
    expect(await link('Registro da conta')).toHaveAttribute('href', '/member/transactions');
    expect(await link('Lucro e perda pessoal')).toHaveAttribute('href', '/member/profit');
    expect(await link('Central de recompensas')).toHaveAttribute('href', '/member/rewards');
    expect(await link('Loja de pontos')).toHaveAttribute('href', '/pointMall');
    expect(screen.getByText('VIP')).toBeInTheDocument();
  });

  it('shows no VIP level without an AUTO club label', async () => {
    await openDropdown('agente2', /^Beatriz Rocha/);
    await screen.findByRole('link', { name: 'Registro de apostas' }, WAIT);
    expect(screen.queryByText('VIP')).toBeNull();
  });

  it('copies the user ID with copy_success', async () => {
    const view = await openDropdown('jogador01', /^Ana Souza/);
    const menu = (await screen.findByRole('link', { name: 'Registro de apostas' }, WAIT)).closest('div[id]');
    await view.user.click(within(menu as HTMLElement).getByRole('button', { name: /copiar/i }));
    await expect(navigator.clipboard.readText()).resolves.toBe('10001');
    expect(await screen.findByText('Copiado', {}, WAIT)).toBeInTheDocument();
  });
});
