import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findDialog, renderApp, simulatedGatewayForFile } from '../../test/renderApp.tsx';

// Spec §2 Layout: the navigation bar marks the section the page belongs to.
const mock = simulatedGatewayForFile();

async function currentNavItem() {
  const nav = await screen.findByRole('navigation', { name: /navegação principal/i }, { timeout: 5000 });
  // The category items arrive with the vendor lanes, after the first paint.
  await within(nav).findByRole('link', { name: 'Loteria' }, { timeout: 5000 });
  return waitFor(() => {
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
    return current[0]?.textContent;
  });
}

describe('spec §2 Layout: the current section in the navigation bar', () => {
  it.each(['/lottery', '/seaLottery', '/vnLottery'])('%s belongs to Loteria', async (url) => {
    const view = await renderApp(mock, { url });
    // The lottery pages ask a visitor to log in first (§2 Routes).
    const login = await findDialog('Entrar');
    await view.user.type(within(login).getByRole('textbox', { name: /^nome de usuário/i }), 'jogador01');
    await view.user.type(within(login).getByLabelText(/^senha/i), 'Sorte2026');
    await view.user.click(within(login).getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Entrar' })).toBeNull());
    await waitFor(() => expect(view.router.state.location.pathname).toBe(url));
    expect(await currentNavItem()).toBe('Loteria');
  });

  it.each([
    ['/', 'Início'],
    ['/lott', 'Loteria'],
    ['/promotions', 'Promoções'],
    ['/?tab=COCKFIGHT', 'Rinha de galo'],
  ])('%s marks %s', async (url, label) => {
    await renderApp(mock, { url });
    expect(await currentNavItem()).toBe(label);
  });

  it('cockfight has vendors and no §2 route: its item opens the home lobby on its tab, with its vendor card', async () => {
    const view = await renderApp(mock, { url: '/live' });
    const nav = await screen.findByRole('navigation', { name: /navegação principal/i }, { timeout: 5000 });
    const cockfight = await within(nav).findByRole('link', { name: 'Rinha de galo' }, { timeout: 5000 });
    expect(cockfight).toHaveAttribute('href', '/?tab=COCKFIGHT');
    await view.user.click(cockfight);
    await waitFor(() => expect(view.router.state.location.search).toBe('?tab=COCKFIGHT'));
    const tabs = await screen.findByRole('navigation', { name: 'Categorias de jogos' }, { timeout: 5000 });
    await waitFor(() =>
      expect(within(tabs).getByRole('link', { name: 'Rinha de galo' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    expect(await screen.findByRole('article', { name: 'SV3 Rinha' }, { timeout: 5000 })).toBeTruthy();
  });
});
