import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isTrialAtom, sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { whiteLabelModulesAtom } from '../../state/systemAtoms.ts';
import { findDialog, renderApp, simulatedGatewayForFile } from '../../test/renderApp.tsx';

const mock = simulatedGatewayForFile();

type View = Awaited<ReturnType<typeof renderApp>>;

async function agentLogin({ user }: View, username: string) {
  const heading = await screen.findByRole('heading', { name: 'Centro do agente' }, { timeout: 5000 });
  const form = heading.closest('section')!;
  await user.type(within(form).getByRole('textbox', { name: /^nome de usuário/i }), username);
  await user.type(within(form).getByLabelText(/^senha/i), 'Sorte2026');
  await user.click(within(form).getByRole('button', { name: 'Entrar' }));
  return form;
}

describe('spec §2 /agent and /agentHome, §6 agent sign-in', () => {
  it('signs an agent in at /agent, opens /agentHome, and logout returns to /agent', async () => {
    const view = await renderApp(mock, { url: '/agent' });
    const form = await agentLogin(view, 'agente1');
    expect(within(form).getByRole('status')).toHaveTextContent('Apenas agentes podem entrar');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/agentHome'));
    // The first agent-centre render of a fresh module graph transforms its chunks: slow on a loaded machine.
    expect(await screen.findByRole('region', { name: 'Sua conta' }, { timeout: 20_000 })).toHaveTextContent(
      'agente1',
    );
    // The agent centre has no side menu or footer.
    expect(screen.queryByRole('contentinfo')).toBeNull();

    await view.user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Sair' }));
    const confirm = await screen.findByRole('dialog', { name: 'Sair' });
    await view.user.click(within(confirm).getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/agent'));
    expect(view.store.get(sessionTokenAtom)).toBeNull();
  });

  it('an agent with the default password changes it first, then lands on /agentHome (not /)', async () => {
    const view = await renderApp(mock, { url: '/agent' });
    const heading = await screen.findByRole('heading', { name: 'Centro do agente' }, { timeout: 5000 });
    const form = heading.closest('section')!;
    await view.user.type(within(form).getByRole('textbox', { name: /^nome de usuário/i }), 'agentenovo');
    await view.user.type(within(form).getByLabelText(/^senha/i), 'Sorte@123');
    await view.user.click(within(form).getByRole('button', { name: 'Entrar' }));
    const change = await findDialog('Alterar senha');
    await view.user.type(within(change).getByLabelText(/^nova senha/i), 'NovaSenha7');
    await view.user.type(within(change).getByLabelText(/confirmar nova senha/i), 'NovaSenha7');
    await view.user.click(within(change).getByRole('button', { name: 'Alterar senha' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Alterar senha' })).toBeNull());
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/agentHome'));
    // The first agent-centre render of a fresh module graph transforms its chunks: slow on a loaded machine.
    expect(await screen.findByRole('region', { name: 'Sua conta' }, { timeout: 20_000 })).toHaveTextContent(
      'agentenovo',
    );
  });

  it('an agent signing in from a new IP passes the second verification (spec §4), then lands on /agentHome', async () => {
    const view = await renderApp(mock, { url: '/agent' });
    await agentLogin(view, 'agenteviajante');
    const check = await screen.findByRole(
      'dialog',
      { name: 'Novo local de acesso: confirme que é você' },
      { timeout: 5000 },
    );
    await view.user.type(
      within(check).getByLabelText(/^código do google authenticator/i, { selector: 'input' }),
      '246810',
    );
    await view.user.click(within(check).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/agentHome'));
    // The first agent-centre render of a fresh module graph transforms its chunks: slow on a loaded machine.
    expect(await screen.findByRole('region', { name: 'Sua conta' }, { timeout: 20_000 })).toHaveTextContent(
      'agenteviajante',
    );
  });

  it('a player who passes the new-IP check at /agent is still refused and logged out', async () => {
    const view = await renderApp(mock, { url: '/agent' });
    await agentLogin(view, 'viajante03');
    const check = await screen.findByRole(
      'dialog',
      { name: 'Novo local de acesso: confirme que é você' },
      { timeout: 5000 },
    );
    await view.user.type(
      within(check).getByLabelText(/^código do google authenticator/i, { selector: 'input' }),
      '246810',
    );
    await view.user.click(within(check).getByRole('button', { name: 'Confirmar' }));
    const warning = await screen.findByRole('dialog', { name: 'Aviso' }, { timeout: 5000 });
    expect(warning).toHaveTextContent('Contas que não são de agente não podem entrar');
    await waitFor(() => expect(view.store.get(sessionTokenAtom)).toBeNull());
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/agent'));
  });

  it('AGENTPOLICY3 (spec §6) shows the agent policy on /agent; off, it is gone', async () => {
    await renderApp(mock, { url: '/agent' });
    expect(await screen.findByText('Política de agentes', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('without AGENTPOLICY3 the landing has no agent policy', async () => {
    const view = await renderApp(mock, { url: '/agent', scenario: { whiteLabel: { AGENTPOLICY3: false } } });
    await screen.findByRole('heading', { name: 'Centro do agente' }, { timeout: 5000 });
    // The switches have loaded (the other ones are on), and this one is off: no policy.
    expect(view.store.get(whiteLabelModulesAtom).has('FREEPLAY3')).toBe(true);
    expect(view.store.get(whiteLabelModulesAtom).has('AGENTPOLICY3')).toBe(false);
    expect(screen.queryByText('Política de agentes')).toBeNull();
  });

  it.each([
    ['a player', 'jogador01', 'Contas que não são de agente não podem entrar'],
    ['a trial account', 'teste01', 'Contas que não são de membro não podem entrar'],
  ])('refuses %s at /agent and logs the session out again', async (_who, username, message) => {
    const view = await renderApp(mock, { url: '/agent' });
    const form = await agentLogin(view, username);
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    expect(view.store.get(sessionTokenAtom)).toBeNull();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/agent'));
  });

  it('sends a visitor who is not an agent from /agentHome to /agent', async () => {
    const view = await renderApp(mock, { url: '/agentHome' });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/agent'));
  });
});

describe('spec §6 trial account (FREEPLAY3)', () => {
  it('opens a trial session from the login popup, marks it in the header, and keeps it out of the agent centre', async () => {
    const view = await renderApp(mock, { url: '/login' });
    const login = await findDialog('Entrar');
    await view.user.click(within(login).getByRole('button', { name: 'Jogar grátis' }));
    await waitFor(() => expect(view.store.get(isTrialAtom)).toBe(true));
    expect(within(screen.getByRole('banner')).getByText('Teste')).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));

    await view.router.navigate('/agentHome');
    const warning = await screen.findByRole('dialog', { name: 'Aviso' });
    expect(warning).toHaveTextContent('Este recurso precisa de uma conta real');
    await view.user.click(within(warning).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/agent'));
  });

  it('offers no free play when FREEPLAY3 is off', async () => {
    await renderApp(mock, { url: '/login', scenario: { whiteLabel: { FREEPLAY3: false } } });
    const login = await findDialog('Entrar');
    expect(within(login).queryByRole('button', { name: 'Jogar grátis' })).toBeNull();
  });
});
