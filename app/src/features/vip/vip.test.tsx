import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logInFromHeader } from '../../test/lobbyTestKit.ts';
import { renderApp, simulatedGatewayForFile } from '../../test/renderApp.tsx';

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
