import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findDialog, renderApp, simulatedGatewayForFile } from '../../test/renderApp.tsx';

// Spec §2 lottery pages: the recent lotteries (§7 game_menu/recent) open their own prize mode's menu.
const mock = simulatedGatewayForFile();

describe('spec §2 /lottery recent lotteries', () => {
  it('a recent lottery of another prize mode opens that mode with the game selected', async () => {
    const view = await renderApp(mock, { url: '/lottery' });
    const login = await findDialog('Entrar');
    await view.user.type(within(login).getByRole('textbox', { name: /^nome de usuário/i }), 'jogador01');
    await view.user.type(within(login).getByLabelText(/^senha/i), 'Sorte2026');
    await view.user.click(within(login).getByRole('button', { name: 'Entrar' }));

    const recent = await screen.findByRole('navigation', { name: 'Loterias recentes' }, { timeout: 5000 });
    // /lottery opens the LOTT menu; jogador01's recent lotteries are VN-MB (LOTT) and Mega Sorte (ELOTT).
    const mega = within(recent).getByRole('link', { name: /Mega Sorte/ });
    expect(new URL(mega.getAttribute('href') ?? '', 'http://site').searchParams.get('prizeMode')).toBe(
      'ELOTT',
    );
    await view.user.click(mega);
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(view.router.state.location.search))).toEqual({
        prizeMode: 'ELOTT',
        gameCode: 'EL-MEGA',
      }),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: 'Loterias recentes' })).getByRole('link', {
          name: /Mega Sorte/,
        }),
      ).toHaveAttribute('aria-current', 'page'),
    );
  });
});
