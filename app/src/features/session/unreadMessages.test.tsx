import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryClientOf } from '../../lib/queryClient.ts';
import { queryKeys } from '../../lib/queryKeys.ts';
import { sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { findDialog, renderApp, simulatedGatewayForFile } from '../../test/renderApp.tsx';

// Spec §7 "Unread message count and balance refresh on member area load" (CSP_unreadCount); §6 Trial account:
// never loads unread messages.
const mock = simulatedGatewayForFile();

function unreadCountCalls() {
  const seen: string[] = [];
  mock.server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/CSP_unreadCount')) seen.push(request.url);
  });
  return seen;
}

async function logIn(username: string) {
  const view = await renderApp(mock);
  await view.user.click(within(await screen.findByRole('banner')).getByRole('button', { name: 'Entrar' }));
  const login = await findDialog('Entrar');
  await view.user.type(within(login).getByRole('textbox', { name: /^nome de usuário/i }), username);
  await view.user.type(within(login).getByLabelText(/^senha/i), 'Sorte2026');
  await view.user.click(within(login).getByRole('button', { name: 'Entrar' }));
  await waitFor(() => expect(view.store.get(sessionTokenAtom)).not.toBeNull());
  return view;
}

describe('spec §7 unread messages on member area load', () => {
  it('a player sees the count on the member button, and loses it on logout', async () => {
    const calls = unreadCountCalls();
    const view = await logIn('jogador01');
    const member = await screen.findByRole(
      'button',
      { name: /^Ana Souza\W+3 mensagens não lidas$/ },
      { timeout: 5000 },
    );
    expect(within(member).getByText('3', { ignore: '[class*=visuallyHidden] *' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);

    const token = view.store.get(sessionTokenAtom);
    await view.user.click(member);
    await view.user.click(await screen.findByRole('button', { name: /^sair$/i }));
    await view.user.click(
      within(await screen.findByRole('dialog', { name: 'Sair' })).getByRole('button', { name: 'Sair' }),
    );
    await waitFor(() => expect(view.store.get(sessionTokenAtom)).toBeNull());
    expect(queryClientOf(view.store).getQueryData(queryKeys.unreadMessages(token))).toBeUndefined();
    expect(screen.queryByText(/mensagens? não lidas?/)).toBeNull();
  });

  it('§6: a trial account never asks for its unread messages', async () => {
    const calls = unreadCountCalls();
    await logIn('teste01');
    await screen.findByText('Teste', {}, { timeout: 5000 });
    // Member info and balance have loaded: the unread count would have been asked for by now.
    await waitFor(() => expect(screen.getByRole('banner')).toHaveTextContent(/500|0,00/));
    expect(calls).toEqual([]);
    expect(screen.queryByText(/mensagens? não lidas?/)).toBeNull();
  });
});
