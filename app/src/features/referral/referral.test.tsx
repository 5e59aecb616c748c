import { failures } from '@sorte/mocks';
import { INVITED_BEFORE } from '@sorte/mocks/fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AppView, locationOf, logInFromHeader } from '../../test/lobbyTestKit.ts';
import { renderApp, simulatedGatewayForFile, TEST_GATEWAY } from '../../test/renderApp.tsx';

const mock = simulatedGatewayForFile();
const WAIT = { timeout: 5000 };

const quickAccess = () => screen.findByRole('complementary', { name: 'Acesso rápido' }, WAIT);
const invite = async () => within(await quickAccess()).findByRole('button', { name: 'Convidar' }, WAIT);

async function openReferral(view: AppView) {
  await logInFromHeader(view);
  await view.user.click(await invite());
  await waitFor(() => expect(locationOf(view)).toBe('/member/referral'), WAIT);
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

describe('§2 right bar: referral shows when the visitor is anonymous or the referral promotion is enabled', () => {
  it('a visitor’s Convidar opens registration', async () => {
    const view = await renderApp(mock, { url: '/' });
    await view.user.click(await invite());
    expect(await screen.findByRole('dialog', { name: /Cadastr/ }, WAIT)).toBeInTheDocument();
  });

  it('a member’s Convidar (the referral promotion is running) opens the referral page', async () => {
    const view = await renderApp(mock, { url: '/' });
    await openReferral(view);
    expect(await screen.findByDisplayValue('ANA2026', {}, WAIT)).toBeInTheDocument();
  });
});

describe('member centre referral (GET /wps/agent/affiliate)', () => {
  it('shows the code, the register link with it, its §9 QR code and the invited count; copies with copy_success', async () => {
    const view = await renderApp(mock, { url: '/' });
    await openReferral(view);
    const code = await screen.findByDisplayValue('ANA2026', {}, WAIT);
    const link = screen.getByLabelText('Link de convite');
    expect(link).toHaveValue(`${window.location.origin}/register?referralCode=ANA2026`);
    // The panel's count, and the invited friends' total below it (issue 23 item 6).
    expect(screen.getAllByText(String(INVITED_BEFORE['10001']))).toHaveLength(2);
    const qr = await screen.findByRole('img', { name: 'QR code do link de convite' }, WAIT);
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(decodeURIComponent(qr.getAttribute('src')!)).toContain('width="800"');

    await view.user.click(screen.getByRole('button', { name: 'Copiar Link de convite' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(
      `${window.location.origin}/register?referralCode=ANA2026`,
    );
    expect(await screen.findByText('Copiado')).toBeInTheDocument();
    expect(code).toBeInTheDocument();
  });

  it('shares the link through the device’s share sheet where the browser has one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const view = await renderApp(mock, { url: '/' });
    await openReferral(view);
    await view.user.click(await screen.findByRole('button', { name: 'Compartilhar link' }, WAIT));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: `${window.location.origin}/register?referralCode=ANA2026` }),
    );
  });

  it('offers no Share button without a share sheet', async () => {
    const view = await renderApp(mock, { url: '/' });
    await openReferral(view);
    await screen.findByDisplayValue('ANA2026', {}, WAIT);
    expect(screen.queryByRole('button', { name: 'Compartilhar link' })).toBeNull();
  });
});

describe('issue 23 item 6 (reading MCS2_getInvitedFriends): the invited friends and what they earned the player', () => {
  const friendsSection = () => screen.findByRole('region', { name: 'Amigos convidados' }, WAIT);

  it('lists the friends masked with their joined date, status and earnings, with the totals', async () => {
    const view = await renderApp(mock, { url: '/' });
    await openReferral(view);
    const section = await friendsSection();
    const rows = await within(section).findAllByRole('listitem', {}, WAIT);
    expect(rows).toHaveLength(INVITED_BEFORE['10001']!);
    expect(rows[0]).toHaveTextContent(
      /^m\*\*\*j\s*Entrou em \d\d\/\d\d\/\d{4}\s*Qualificado\s*Ganho: R\$\s?40,00$/,
    );
    expect(rows[1]).toHaveTextContent(/Depositou/);
    expect(rows[2]).toHaveTextContent(/Cadastrado/);
    expect(section).not.toHaveTextContent('marcos_rj');
    expect(section).toHaveTextContent(/Convidados\s*7/);
    expect(section).toHaveTextContent(/Você ganhou\s*R\$\s?140,00/);
    expect(within(section).queryByRole('navigation', { name: 'Paginação' })).toBeNull();
  });

  it('on a gateway without the reading, keeps the code and link and says once that friends are not listed', async () => {
    mock.server.use(failures.missing('invitedFriends', { baseUrl: TEST_GATEWAY }));
    const view = await renderApp(mock, { url: '/' });
    await openReferral(view);
    const section = await friendsSection();
    expect(
      await within(section).findByText('Este site não mostra a lista de amigos convidados.', {}, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByDisplayValue('ANA2026')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
