import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contractPopupWaitingAtom, loginPopupAtom } from '../../state/popupAtoms.ts';
import {
  locationOf,
  logInAsAgent,
  logInFromHeader,
  recordRequests,
  requestsTo,
} from '../../test/lobbyTestKit.ts';
import { renderApp, simulatedGatewayForFile } from '../../test/renderApp.tsx';

const mock = simulatedGatewayForFile();

const PUBLIC_CONTENT = '/wps/relay/MCSFE_getListAnnouncements';

const promotion = (id: number) => {
  const element = document.getElementById(`promotion-${id}`);
  if (!element) throw new Error(`promotion ${id} is not on the page`);
  return element;
};
const detailsToggle = (id: number) =>
  within(promotion(id)).getByRole('button', { name: /^(Ver|Ocultar) detalhes$/ });

describe('spec §2 /promotions with a hash holding a promotion id', () => {
  it('/promotions#1002 opens that promotion’s details and leaves the others closed', async () => {
    await renderApp(mock, { url: '/promotions#1002' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Promoções' })).toBeInTheDocument();
    await waitFor(() => expect(detailsToggle(1002)).toHaveAttribute('aria-expanded', 'true'));
    expect(detailsToggle(1002)).toHaveTextContent('Ocultar detalhes');
    expect(document.getElementById('promotion-1002-details')).toHaveTextContent(/Dez giros grátis por dia/);
    expect(detailsToggle(1001)).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('promotion-1001-details')).toBeNull();
  });

  it('opening another promotion puts its id in the hash', async () => {
    const view = await renderApp(mock, { url: '/promotions#1002' });
    await waitFor(() => expect(detailsToggle(1002)).toHaveAttribute('aria-expanded', 'true'));
    await view.user.click(detailsToggle(1005));
    await waitFor(() => expect(view.router.state.location.hash).toBe('#1005'));
    expect(detailsToggle(1005)).toHaveAttribute('aria-expanded', 'true');
    expect(detailsToggle(1002)).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('spec §2 announcement popup, §9 announcement page size 9', () => {
  it('opens from the header’s notice button and pages its titles 9 per page', async () => {
    const view = await renderApp(mock);
    await view.user.click(within(await screen.findByRole('banner')).getByRole('button', { name: 'Avisos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anúncios' });
    const titles = () =>
      within(within(dialog).getByRole('navigation', { name: 'Lista de anúncios' })).getAllByRole('listitem');
    // The simulated gateway has 14 announcements: 9, then 5.
    await waitFor(() => expect(titles()).toHaveLength(9));
    expect(dialog).toHaveTextContent('Página 1 de 2');
    expect(within(dialog).getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    // The first title is shown on the right.
    expect(within(dialog).getByRole('article')).toHaveAccessibleName(titles()[0]!.textContent ?? '');

    await view.user.click(within(dialog).getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(titles()).toHaveLength(5));
    expect(dialog).toHaveTextContent('Página 2 de 2');
    expect(within(dialog).getByRole('button', { name: 'Próxima página' })).toBeDisabled();

    const chosen = within(titles()[2]!).getByRole('button');
    await view.user.click(chosen);
    expect(chosen).toHaveAttribute('aria-current', 'true');
    expect(within(dialog).getByRole('article')).toHaveAccessibleName(chosen.textContent ?? '');
  });

  it('shows the chosen announcement’s content beside the titles', async () => {
    const view = await renderApp(mock);
    await view.user.click(within(await screen.findByRole('banner')).getByRole('button', { name: 'Avisos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anúncios' });
    const security = await within(dialog).findByRole('button', { name: 'Aviso de segurança' });
    await view.user.click(security);
    const article = within(dialog).getByRole('article', { name: 'Aviso de segurança' });
    expect(article).toHaveTextContent('Nunca compartilhe sua senha.');
  });

  it('an announcement with a promotionType offers “Ver promoção”, which goes to the promotions', async () => {
    const view = await renderApp(mock);
    await view.user.click(within(await screen.findByRole('banner')).getByRole('button', { name: 'Avisos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anúncios' });
    await view.user.click(
      await within(dialog).findByRole('button', { name: 'Bônus de boas-vindas de 100%' }),
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Ver promoção' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Anúncios' })).toBeNull());
    expect(locationOf(view)).toBe('/promotions');
  });
});

describe('spec §4 public popups: once per session, closed ones stay closed', () => {
  it('shows the visitor’s popups (execution B) one after the other, and not again in the same session', async () => {
    const first = await renderApp(mock, { scenario: { publicPopups: true } });
    const welcome = await screen.findByRole('dialog', { name: 'Boas-vindas, visitante' }, { timeout: 6000 });
    await first.user.click(within(welcome).getByRole('button', { name: 'Fechar' }));
    const notice = await screen.findByRole('dialog', { name: 'Aviso aos visitantes' });
    expect(notice).toHaveTextContent('Jogue com responsabilidade.');
    await first.user.click(within(notice).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Execution A (logged in) and F (first login) popups are not for visitors.
    expect(screen.queryByRole('dialog', { name: 'Novidades para você' })).toBeNull();
    first.unmount();

    // The same browser session opens the site again: the popups are fetched but stay closed.
    const seen = recordRequests(mock);
    await renderApp(mock, { scenario: { publicPopups: true } });
    await waitFor(
      () =>
        expect(
          requestsTo(seen, PUBLIC_CONTENT).some((request) =>
            /\bPU\b/.test(decodeURIComponent(request.url.search)),
          ),
        ).toBe(true),
      { timeout: 6000 },
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 15_000);

  it('keeps the closed set per audience: a player who logs in gets the logged-in popup (execution A)', async () => {
    const view = await renderApp(mock, { scenario: { publicPopups: true } });
    for (const title of ['Boas-vindas, visitante', 'Aviso aos visitantes']) {
      const popup = await screen.findByRole('dialog', { name: title }, { timeout: 6000 });
      await view.user.click(within(popup).getByRole('button', { name: 'Fechar' }));
    }
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await logInFromHeader(view);
    const forPlayers = await screen.findByRole('dialog', { name: 'Novidades para você' });
    expect(forPlayers).toHaveTextContent('Cashback semanal liberado.');
    // jogador01 is not on a first login: no execution F popup follows.
    await view.user.click(within(forPlayers).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Primeiro acesso' })).toBeNull();
  }, 15_000);
});

// Issues 23 and 27: one dialog at a time. A popup that opens by itself never covers a dialog the player has open
// (it took the focus from the login form), and the agent centre shows no player promotion.
describe('§4 public popups wait behind the player’s dialogs', () => {
  it('a visitor popup steps aside for the "session ended, log in again" popup and returns once it closes', async () => {
    const view = await renderApp(mock, { scenario: { publicPopups: true } });
    await screen.findByRole('dialog', { name: 'Boas-vindas, visitante' }, { timeout: 6000 });

    view.store.set(loginPopupAtom, { open: true, tab: 'username', notice: 'session-expired' });
    const login = await screen.findByRole('dialog', { name: 'Entrar' });
    // Radix hides what is under the top dialog from assistive technology: count the hidden ones too.
    await waitFor(() => expect(screen.getAllByRole('dialog', { hidden: true })).toEqual([login]));

    await view.user.click(within(login).getByRole('button', { name: 'Fechar' }));
    expect(await screen.findByRole('dialog', { name: 'Boas-vindas, visitante' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog', { hidden: true })).toHaveLength(1);
  }, 15_000);

  it.each([
    ['/login', 'Entrar'],
    ['/register', 'Cadastrar'],
  ])(
    'at %s the visitor popup waits until the %s form is closed, then shows',
    async (url, form) => {
      const seen = recordRequests(mock);
      const view = await renderApp(mock, { url, scenario: { publicPopups: true } });
      const dialog = await screen.findByRole('dialog', { name: form }, { timeout: 6000 });
      const popupsAsked = () =>
        requestsTo(seen, PUBLIC_CONTENT).some((request) =>
          /\bPU\b/.test(decodeURIComponent(request.url.search)),
        );
      // The page's other public content is in (the popups would be asked with it): the popups were not.
      await waitFor(() => expect(requestsTo(seen, PUBLIC_CONTENT).length).toBeGreaterThan(0), {
        timeout: 6000,
      });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(popupsAsked()).toBe(false);
      expect(screen.getAllByRole('dialog', { hidden: true })).toEqual([dialog]);
      expect(dialog).toContainElement(document.activeElement as HTMLElement);

      await view.user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
      expect(
        await screen.findByRole('dialog', { name: 'Boas-vindas, visitante' }, { timeout: 6000 }),
      ).toBeInTheDocument();
      expect(popupsAsked()).toBe(true);
      expect(screen.getAllByRole('dialog', { hidden: true })).toHaveLength(1);
    },
    20_000,
  );

  it('§4 a first login shows the logged-in popups (A) and the first-login ones (F), once the default password is changed', async () => {
    const view = await renderApp(mock, { scenario: { publicPopups: true } });
    for (const title of ['Boas-vindas, visitante', 'Aviso aos visitantes']) {
      const popup = await screen.findByRole('dialog', { name: title }, { timeout: 6000 });
      await view.user.click(within(popup).getByRole('button', { name: 'Fechar' }));
    }
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await logInFromHeader(view, 'novato01', 'Sorte@123');
    // The default password is changed first; the popups wait behind that dialog too.
    const change = await screen.findByRole('dialog', { name: 'Alterar senha' }, { timeout: 6000 });
    expect(screen.getAllByRole('dialog', { hidden: true })).toEqual([change]);
    await view.user.type(within(change).getByLabelText(/^nova senha/i), 'Novato2026');
    await view.user.type(within(change).getByLabelText(/^confirmar nova senha/i), 'Novato2026');
    await view.user.click(within(change).getByRole('button', { name: 'Alterar senha' }));
    const titles: string[] = [];
    for (let shown = 0; shown < 2; shown += 1) {
      const popup = await screen.findByRole(
        'dialog',
        { name: /Novidades para você|Primeiro acesso/ },
        { timeout: 8000 },
      );
      const title = ['Novidades para você', 'Primeiro acesso'].find((name) =>
        screen.queryByRole('dialog', { name }),
      )!;
      titles.push(title);
      await view.user.click(within(popup).getByRole('button', { name: 'Fechar' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());
    }
    expect(titles.sort()).toEqual(['Novidades para você', 'Primeiro acesso']);
  }, 25_000);

  it('keeps player promotions out of the agent centre', async () => {
    const view = await renderApp(mock, { url: '/agent', scenario: { publicPopups: true } });
    await logInAsAgent(view);
    // The same session on a player page gets the logged-in popup...
    await view.router.navigate('/');
    await screen.findByRole('dialog', { name: 'Novidades para você' }, { timeout: 6000 });
    // ...but not in the agent centre, once its popups are free to open (the contract check found none waiting).
    await view.router.navigate('/agentHome');
    await waitFor(() => expect(view.store.get(contractPopupWaitingAtom)).toBe(false), { timeout: 8000 });
    expect(screen.queryByRole('dialog', { name: 'Novidades para você', hidden: true })).toBeNull();
  }, 20_000);
});

describe('spec §2: the notice modal lists the full notice list, the marquee the popular notices', () => {
  it('a notice of the marquee opens the modal with the announcements and the popular notices', async () => {
    const view = await renderApp(mock);
    const notice = await screen.findByRole('button', { name: /^Saques/ }, { timeout: 5000 });
    // The marquee carries only the popular notices.
    expect(screen.queryByRole('button', { name: /^Bem-vindo à Sorte/ })).toBeNull();
    await view.user.click(notice);
    const modal = await screen.findByRole('dialog', { name: 'Avisos' }, { timeout: 5000 });
    expect(
      await within(modal).findByRole('heading', { name: 'Bem-vindo à Sorte' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(within(modal).getByRole('heading', { name: 'Bônus de boas-vindas de 100%' })).toBeInTheDocument();
    expect(within(modal).getByRole('heading', { name: 'Saques' })).toBeInTheDocument();
  });
});
