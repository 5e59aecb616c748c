import type { ScenarioPatch } from '@sorte/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { renderApp, simulatedGatewayForFile } from '../../test/renderApp.tsx';

// Spec §6 white-label switches whose effect the other files do not already show on the assembled app
// (register tabs: register.test; phone methods: forgotPassword.test and login; FREEPLAY3: lobbyLaunch and agent;
// AGENTPOLICY3: agent.test).
const mock = simulatedGatewayForFile();

const field = (dialog: HTMLElement, label: RegExp) =>
  within(dialog).getByLabelText(label, { selector: 'input' });

async function logIn(username: string, password: string, scenario: ScenarioPatch) {
  const view = await renderApp(mock, { url: '/login', scenario });
  const login = await screen.findByRole('dialog', { name: 'Entrar' }, { timeout: 5000 });
  await view.user.type(within(login).getByRole('textbox', { name: /^nome de usuário/i }), username);
  await view.user.type(within(login).getByLabelText(/^senha/i), password);
  await view.user.click(within(login).getByRole('button', { name: 'Entrar' }));
  await waitFor(() => expect(view.store.get(sessionTokenAtom)).not.toBeNull());
  return view;
}

describe('spec §6 REGMOBVERF3: an SMS code to register', () => {
  it.each([
    [true, 'asks for the SMS code'],
    [false, 'registers without one'],
  ])('on=%s %s', async (on) => {
    const view = await renderApp(mock, { url: '/register', scenario: { whiteLabel: { REGMOBVERF3: on } } });
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar' }, { timeout: 5000 });
    expect(within(dialog).queryByLabelText(/^código sms/i, { selector: 'input' }) !== null).toBe(on);
    if (on) return;
    await view.user.type(field(dialog, /^nome de usuário/i), 'semcodigo1');
    await view.user.type(field(dialog, /^senha/i), 'Senha2026');
    await view.user.type(field(dialog, /^confirmar senha/i), 'Senha2026');
    await view.user.type(field(dialog, /^apelido/i), 'Sem Código');
    await view.user.click(within(dialog).getByRole('checkbox', { name: /termos e condições/ }));
    await view.user.click(within(dialog).getByRole('checkbox', { name: /18 anos ou mais/ }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cadastrar' })).toBeNull());
    expect(view.store.get(sessionTokenAtom)).not.toBeNull();
  });
});

describe('spec §6 PWDEXPFORCECHANGE3: an expired password forces the change', () => {
  it('on: expirado01 must change the password before going on', async () => {
    await logIn('expirado01', 'Sorte2026', { whiteLabel: { PWDEXPFORCECHANGE3: true } });
    const change = await screen.findByRole('dialog', { name: 'Alterar senha' }, { timeout: 5000 });
    expect(within(change).queryByRole('button', { name: /fechar/i })).toBeNull();
  });

  it('off: expirado01 goes on without the change', async () => {
    await logIn('expirado01', 'Sorte2026', { whiteLabel: { PWDEXPFORCECHANGE3: false } });
    expect(
      await screen.findByRole('button', { name: /Carla Mendes/ }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Alterar senha' })).toBeNull();
  });
});
