import { INVITED_BEFORE } from '@sorte/mocks/fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AppView, locationOf, logInFromHeader } from '../../test/lobbyTestKit.ts';
import { renderApp, simulatedGatewayForFile } from '../../test/renderApp.tsx';

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
    expect(screen.getByText(String(INVITED_BEFORE['10001']))).toBeInTheDocument();
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
