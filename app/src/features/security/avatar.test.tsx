import { memberIconOptions } from '@sorte/mocks/fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logInFromHeader, recordRequests, requestsTo } from '../../test/lobbyTestKit.ts';
import { renderApp, simulatedGatewayForFile } from '../../test/renderApp.tsx';

const mock = simulatedGatewayForFile();
const WAIT = { timeout: 5000 };
const ICON = '/wps/member/info/icon';

const dropdownAvatar = async (view: Awaited<ReturnType<typeof renderApp>>) => {
  await view.user.click(await screen.findByRole('button', { name: /^Ana Souza/ }, WAIT));
  const panel = (await screen.findByRole('link', { name: 'Registro de apostas' }, WAIT)).closest(
    'div[id]',
  ) as HTMLElement;
  return panel;
};

describe('§7 member icon: the avatar chosen in the security centre shows in the header and the §2 member dropdown', () => {
  it('lists the options, saves the pick, and the header and the dropdown show it', async () => {
    const view = await renderApp(mock, { url: '/' });
    await logInFromHeader(view, 'jogador01');
    await view.router.navigate('/member/security');
    const form = await screen.findByRole('form', { name: 'Avatar' }, WAIT);
    const radios = await within(form).findAllByRole('radio', {}, WAIT);
    expect(radios).toHaveLength(memberIconOptions().length);
    const before = radios.findIndex((radio) => (radio as HTMLInputElement).checked);
    expect(before).toBeGreaterThanOrEqual(0);

    const seen = recordRequests(mock);
    const target = (before + 3) % radios.length;
    await view.user.click(within(form).getByRole('radio', { name: `Avatar ${target + 1}` }));
    await view.user.click(within(form).getByRole('button', { name: 'Salvar avatar' }));
    expect(await within(form).findByText('Avatar salvo.', {}, WAIT)).toBeInTheDocument();
    expect(requestsTo(seen, ICON).map((request) => request.method)).toContain('POST');
    await waitFor(
      () => expect(within(form).getByRole('radio', { name: `Avatar ${target + 1}` })).toBeChecked(),
      WAIT,
    );

    await view.router.navigate('/');
    const chosen = memberIconOptions()[target]!.iconUrl;
    const headerButton = await screen.findByRole('button', { name: /^Ana Souza/ }, WAIT);
    await waitFor(() => expect(headerButton.querySelector('img')).toHaveAttribute('src', chosen), WAIT);
    const panel = await dropdownAvatar(view);
    await waitFor(() => expect(panel.querySelector('img')).toHaveAttribute('src', chosen), WAIT);
  });

  it('§8 shows the default avatar when the chosen image fails', async () => {
    const view = await renderApp(mock, { url: '/' });
    await logInFromHeader(view, 'jogador01');
    const panel = await dropdownAvatar(view);
    const image = await waitFor(() => {
      const found = panel.querySelector('img');
      expect(found).not.toBeNull();
      return found as HTMLImageElement;
    }, WAIT);
    image.dispatchEvent(new Event('error'));
    await waitFor(() => expect(panel.querySelector('[data-avatar-fallback]')).not.toBeNull(), WAIT);
    expect(panel.querySelector('img')).toBeNull();
  });
});
