import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BeforeInstallPromptEvent } from '../../early/installPrompt.ts';
import { renderApp, simulatedGatewayForFile } from '../../test/renderApp.tsx';
import { installOffer, isIosSafari } from './installApp.ts';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

describe('what "Instalar o app" offers', () => {
  const facts = { hasPrompt: false, standalone: false, userAgent: ANDROID_CHROME, maxTouchPoints: 5 };

  it('the browser’s prompt where it fired beforeinstallprompt, the Share-menu steps on iOS Safari', () => {
    expect(installOffer({ ...facts, hasPrompt: true })).toBe('prompt');
    expect(installOffer({ ...facts, userAgent: IPHONE_SAFARI })).toBe('ios');
    expect(installOffer({ ...facts, userAgent: IPAD_AS_MAC })).toBe('ios');
  });

  it('nothing once installed, nor where the browser cannot install', () => {
    expect(installOffer({ ...facts, hasPrompt: true, standalone: true })).toBeNull();
    expect(installOffer({ ...facts, userAgent: IPHONE_SAFARI, standalone: true })).toBeNull();
    expect(installOffer(facts)).toBeNull();
    expect(isIosSafari(IPHONE_CHROME, 5)).toBe(false);
    expect(isIosSafari(IPAD_AS_MAC, 0)).toBe(false);
  });
});

const mock = simulatedGatewayForFile();

function offerInstallPrompt() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  }) as BeforeInstallPromptEvent & { prompt: ReturnType<typeof vi.fn> };
  // What the head start's listener does (early/installPrompt.ts), then the event reaching the page's listeners.
  window.sorteInstallPrompt = event;
  window.dispatchEvent(event);
  return event;
}

afterEach(() => {
  delete window.sorteInstallPrompt;
});

/** The /down page's body (its side menu holds the same action: the page and the menu are checked apart). */
const downloadPage = () => screen.findByRole('region', { name: 'Baixe o aplicativo' }, { timeout: 15_000 });
const sideMenu = () =>
  screen.getByRole('heading', { name: 'Baixar o app' }).closest('section') as HTMLElement;

describe('the install action on /down and in the side menu', () => {
  it('appears when the browser offers its prompt, opens it once, then hides', async () => {
    const view = await renderApp(mock, { url: '/down' });
    const page = await downloadPage();
    expect(screen.queryByRole('button', { name: 'Instalar o app' })).toBeNull();

    const event = offerInstallPrompt();
    const install = await within(page).findByRole('button', { name: 'Instalar o app' });
    expect(await within(sideMenu()).findByRole('button', { name: 'Instalar o app' })).toBeVisible();
    await view.user.click(install);
    expect(event.prompt).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Instalar o app' })).toBeNull());
    view.unmount();
  });

  it('is hidden in the installed app, and shows the Share-menu steps on iOS Safari', async () => {
    const standalone = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query === '(display-mode: standalone)',
          media: query,
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    );
    offerInstallPrompt();
    const installed = await renderApp(mock, { url: '/down' });
    await downloadPage();
    expect(screen.queryByRole('button', { name: 'Instalar o app' })).toBeNull();
    installed.unmount();
    standalone.mockRestore();
    delete window.sorteInstallPrompt;

    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    const ios = await renderApp(mock, { url: '/down' });
    const guide = await within(await downloadPage()).findByRole('region', { name: 'Instalar o app' });
    expect(
      within(guide)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      'Toque no botão Compartilhar  na barra do Safari.',
      'Escolha “Adicionar à Tela de Início”.',
      'Toque em “Adicionar”: a Sorte fica na sua tela de início, como um app.',
    ]);
    expect(within(sideMenu()).getByRole('heading', { name: 'Instalar o app', level: 3 })).toBeVisible();
    ios.unmount();
  });
});
