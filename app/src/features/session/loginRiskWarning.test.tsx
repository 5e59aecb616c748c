import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { findDialog, renderApp, simulatedGatewayForFile } from '../../test/renderApp.tsx';

// Issue 26 item 1: under the Brazilian profile the risk warning shows at registration (the register popup's story)
// and at every login: once per session, so a reload of the same session does not show it again.
const mock = simulatedGatewayForFile();
const RISK = /risco de perda de dinheiro/;

async function logIn(view: Awaited<ReturnType<typeof renderApp>>) {
  const login = await findDialog('Entrar');
  await view.user.type(within(login).getByRole('textbox', { name: /^nome de usuário/i }), 'jogador01');
  await view.user.type(within(login).getByLabelText(/^senha/i), 'Sorte2026');
  await view.user.click(within(login).getByRole('button', { name: 'Entrar' }));
  await waitFor(() => expect(view.store.get(sessionTokenAtom)).not.toBeNull());
}

describe('issue 26 item 1: the risk warning at every login under BR', () => {
  it('shows after logging in, and marks the session as warned so a reload of it does not warn again', async () => {
    sessionStorage.removeItem('sorte.riskWarnedSession');
    const view = await renderApp(mock, { url: '/login', config: { jurisdiction: 'BR' } });
    await logIn(view);
    const warning = await screen.findByText(RISK, {}, { timeout: 8000 });
    expect(warning).toBeVisible();
    expect(sessionStorage.getItem('sorte.riskWarnedSession')).toBe(view.store.get(sessionTokenAtom));
  });

  it('is not shown without the Brazilian profile', async () => {
    sessionStorage.removeItem('sorte.riskWarnedSession');
    const view = await renderApp(mock, { url: '/login' });
    await logIn(view);
    // The session clock is mounted by the same host as the warning: once it shows, the warning would have too.
    await screen.findByRole('group', { name: 'Sessão' }, { timeout: 8000 });
    expect(screen.queryByText(RISK)).toBeNull();
    expect(sessionStorage.getItem('sorte.riskWarnedSession')).toBeNull();
  });
});
