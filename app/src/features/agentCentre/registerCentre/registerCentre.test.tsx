import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logInAsAgent } from '../../../test/lobbyTestKit.ts';
import { renderApp, simulatedGatewayForFile } from '../../../test/renderApp.tsx';

// Spec §2 Agent menu registerCenter; §3 Register user; §5 Register; §6 Agent; §9 QR code.
const mock = simulatedGatewayForFile();

async function openRegisterCentre(after?: (view: Awaited<ReturnType<typeof renderApp>>) => Promise<void>) {
  const view = await renderApp(mock, { url: '/agent' });
  await logInAsAgent(view);
  const menu = await screen.findByRole('navigation', { name: 'Menu do agente' }, { timeout: 5000 });
  await after?.(view);
  await view.user.click(within(menu).getByRole('link', { name: 'Central de cadastro' }));
  await waitFor(() => expect(view.router.state.location.pathname).toBe('/agentHome/register'));
  const section = (
    await screen.findByRole('heading', { name: 'Cadastrar subordinado' }, { timeout: 5000 })
  ).closest('section')!;
  // The register settings have loaded: their required nickname is on the form.
  await within(section).findByRole('textbox', { name: /^apelido/i }, { timeout: 5000 });
  return { view, section };
}

async function fill(view: Awaited<ReturnType<typeof renderApp>>, section: HTMLElement, username: string) {
  await view.user.type(within(section).getByRole('textbox', { name: /^nome de usuário/i }), username);
  await view.user.type(within(section).getByLabelText(/^senha/i), 'Senha1234');
  await view.user.type(within(section).getByLabelText(/^confirmar senha/i), 'Senha1234');
  await view.user.type(within(section).getByRole('textbox', { name: /^apelido/i }), 'Novato');
}

describe('§2 registerCenter: register a downline', () => {
  it('registers a player under the agent (uplineId) and empties the form for the next one', async () => {
    const { view, section } = await openRegisterCentre();
    expect(within(section).queryByRole('textbox', { name: /captcha/i })).toBeNull();
    await fill(view, section, 'novato77');
    await view.user.click(within(section).getByRole('button', { name: 'Cadastrar subordinado' }));
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent('novato77'), {
      timeout: 5000,
    });
    expect(mock.db.findAccount('novato77')).toMatchObject({ uplineId: '20001' });
    expect(within(section).getByRole('textbox', { name: /^nome de usuário/i })).toHaveValue('');
  });

  it("checks the settings' patterns before sending, and a refusal keeps what was typed", async () => {
    const { view, section } = await openRegisterCentre();
    await fill(view, section, '7x');
    await view.user.click(within(section).getByRole('button', { name: 'Cadastrar subordinado' }));
    const username = within(section).getByRole('textbox', { name: /^nome de usuário/i });
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    expect(mock.db.findAccount('7x')).toBeUndefined();

    await view.user.clear(username);
    await view.user.type(username, 'jogador01');
    await view.user.click(within(section).getByRole('button', { name: 'Cadastrar subordinado' }));
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'), { timeout: 5000 });
    expect(username).toHaveValue('jogador01');
    expect(within(section).getByRole('textbox', { name: /^apelido/i })).toHaveValue('Novato');
  });
});

describe('§2 registerCenter: the invitation link', () => {
  it("shows the agent's referral link with copy and a QR code", async () => {
    await openRegisterCentre();
    const section = screen.getByRole('heading', { name: 'Link de convite' }).closest('section')!;
    await within(section).findByDisplayValue(/referralCode=/, {}, { timeout: 5000 });
    expect(within(section).getAllByRole('button', { name: /copiar/i }).length).toBeGreaterThan(0);
    expect(await within(section).findByRole('img', { name: /qr/i }, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('§2 registerCenter → downlineManagmentView: the new downline shows without a reload', () => {
  // The downline list is windowed: give every box a size (happy-dom lays nothing out), so rows are rendered.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists the registered downline when the agent goes back to the (already read) downline list', async () => {
    const { view, section } = await openRegisterCentre(async (view) => {
      // The list is read (and cached) before the registration.
      await view.router.navigate('/agentHome/downlines');
      await screen.findByText('time1p1', {}, { timeout: 8000 });
      expect(screen.queryByText('novato78')).toBeNull();
      await view.router.navigate('/agentHome');
    });
    await fill(view, section, 'novato78');
    await view.user.click(within(section).getByRole('button', { name: 'Cadastrar subordinado' }));
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent('novato78'), {
      timeout: 5000,
    });
    await view.router.navigate('/agentHome/downlines');
    const row = (await screen.findByText('novato78', {}, { timeout: 8000 })).closest('tr')!;
    expect(row).toHaveTextContent('Jogador');
  });
});
