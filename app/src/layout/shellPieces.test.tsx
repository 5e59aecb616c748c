import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sideMenuShortcuts } from '../lib/shell/sideMenuShortcuts.ts';
import { findDialog, renderApp, simulatedGatewayForFile } from '../test/renderApp.tsx';

const mock = simulatedGatewayForFile();

async function sideMenu() {
  return screen.findByRole('complementary', { name: 'Menu lateral' }, { timeout: 5000 });
}

describe('spec §2 Layout: the side menu', () => {
  it('a visitor gets VIP, invite and bet record, each opening the login popup', async () => {
    const { user, router } = await renderApp(mock, { url: '/live' });
    const menu = await sideMenu();
    const vip = await within(menu).findByRole('link', { name: 'VIP' }, { timeout: 5000 });
    expect(vip).toHaveAttribute('href', '/login?redirect=%2Fvip');
    expect(within(menu).getByRole('link', { name: 'Convidar amigos' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('link', { name: 'Histórico de apostas' }));
    expect(await findDialog('Entrar')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('a member with an AUTO club label gets the VIP page and the built member-centre pages', async () => {
    const { user } = await renderApp(mock, { url: '/login' });
    const dialog = await findDialog('Entrar');
    await user.type(within(dialog).getByRole('textbox', { name: /^nome de usuário/i }), 'jogador01');
    await user.type(within(dialog).getByLabelText(/^senha/i), 'Sorte2026');
    await user.click(within(dialog).getByRole('button', { name: 'Entrar' }));
    await screen.findByRole('button', { name: /Ana Souza/ }, { timeout: 5000 });
    const menu = await sideMenu();
    await within(menu).findByRole('link', { name: 'Início' });
    expect(await within(menu).findByRole('link', { name: 'VIP' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/vip',
    );
    expect(within(menu).getByRole('link', { name: 'Histórico de apostas' })).toHaveAttribute(
      'href',
      '/member/bets',
    );
  });

  it('shows the download QR codes of the permission info app links (§9: size 800, margin 20)', async () => {
    await renderApp(mock, { config: { allowedLinkHosts: ['sorte.example'] } });
    const menu = await sideMenu();
    const ios = await within(menu).findByRole('img', { name: /iOS/ }, { timeout: 8000 });
    const android = within(menu).getByRole('img', { name: /Android/ });
    const svgOf = (image: HTMLElement) =>
      decodeURIComponent(
        (image.getAttribute('src') ?? '').replace(/^data:image\/svg\+xml;charset=utf-8,/, ''),
      );
    const svg = svgOf(ios);
    expect(svg).toContain('width="800" height="800"');
    // The view box is the code's modules (21 + 4 per version) plus a margin of 20 on each side.
    const side = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
    expect((side - 40 - 21) % 4).toBe(0);
    expect(svgOf(android)).not.toBe(svg);
    expect(within(menu).getByRole('link', { name: /todas as opções/i })).toHaveAttribute('href', '/down');
  });

  it('leaves the QR codes out when the permission info has no app links', async () => {
    await renderApp(mock, {
      config: { allowedLinkHosts: ['sorte.example'] },
      scenario: { failures: { permission: 'server-error' } },
    });
    const menu = await sideMenu();
    await within(menu).findByRole('link', { name: 'VIP' }, { timeout: 5000 });
    expect(within(menu).queryByRole('img', { name: /iOS|Android/ })).toBeNull();
  });
});

describe('side menu shortcuts (§2 Layout: VIP, invite, bet record)', () => {
  it('open their member-centre page for a member once that page is built, and are left out before', () => {
    const built = sideMenuShortcuts(i18n, {
      isLogin: true,
      hasVip: false,
      currentPath: '/',
      builtPages: ['referral', 'personalHistoryCopy'],
    });
    expect(built.map((item) => item.href)).toEqual(['/member/referral', '/member/bets']);
    expect(
      sideMenuShortcuts(i18n, { isLogin: true, hasVip: false, currentPath: '/', builtPages: [] }),
    ).toEqual([]);
  });

  it('open the VIP page for a member whose club label type is AUTO, and leave VIP out for the others', () => {
    const withVip = sideMenuShortcuts(i18n, {
      isLogin: true,
      hasVip: true,
      currentPath: '/',
      builtPages: [],
    });
    expect(withVip.map((item) => [item.id, item.href])).toEqual([['vip', '/vip']]);
  });

  it('open the login popup for a visitor, and lead to the page (or back) after logging in', () => {
    const visitor = sideMenuShortcuts(i18n, {
      isLogin: false,
      hasVip: false,
      currentPath: '/rng',
      builtPages: ['referral'],
    });
    expect(visitor.map((item) => item.href)).toEqual([
      '/login?redirect=%2Fvip',
      '/login?redirect=%2Fmember%2Freferral',
      '/login?redirect=%2Frng',
    ]);
  });
});

describe('spec §2 Layout: the footer', () => {
  it('has the help centre topics, the game categories as products and the vendor logos', async () => {
    await renderApp(mock);
    const footer = await screen.findByRole('contentinfo', undefined, { timeout: 5000 });
    const help = await within(footer).findByRole('region', { name: 'Ajuda' });
    await waitFor(() =>
      expect(within(help).getByRole('link', { name: 'Termos e condições' })).toHaveAttribute(
        'href',
        '/help#term',
      ),
    );
    expect(within(help).getByRole('link', { name: 'Como depositar' })).toHaveAttribute(
      'href',
      '/help#deposit',
    );

    const products = await within(footer).findByRole('region', { name: 'Produtos' }, { timeout: 5000 });
    expect(within(products).getByRole('link', { name: 'Cassino ao vivo' })).toHaveAttribute('href', '/live');
    expect(within(products).getByRole('link', { name: 'Rinha de galo' })).toHaveAttribute(
      'href',
      '/?tab=COCKFIGHT',
    );
    expect(within(products).queryByRole('link', { name: 'Promoções' })).toBeNull();

    const vendors = within(footer).getByRole('region', { name: 'Provedores de jogos' });
    expect(within(vendors).getByRole('img', { name: 'Gol Sports' })).toBeInTheDocument();
    expect(within(vendors).getByRole('img', { name: 'SV3 Rinha' })).toBeInTheDocument();
  });

  it('links the help page when the help centre content fails', async () => {
    await renderApp(mock, { scenario: { failures: { helpCenter: 'server-error' } } });
    const footer = await screen.findByRole('contentinfo', undefined, { timeout: 5000 });
    const help = within(footer).getByRole('region', { name: 'Ajuda' });
    expect(within(help).getByRole('link', { name: 'Central de ajuda' })).toHaveAttribute('href', '/help');
  });
});
