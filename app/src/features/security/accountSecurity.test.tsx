import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerServicePopupOpenAtom } from '../../state/popupAtoms.ts';
import { logInFromHeader, recordRequests, requestsTo } from '../../test/lobbyTestKit.ts';
import { findDialog, renderApp, simulatedGatewayForFile } from '../../test/renderApp.tsx';

// Issue 23 item 5: the security centre's personal data, signed-in devices and login history. §7 names none of these
// calls: each is a reading in the relay style (gateway README).
const mock = simulatedGatewayForFile();
const WAIT = { timeout: 8000 };

async function openSecurity() {
  const view = await renderApp(mock, { url: '/' });
  await logInFromHeader(view);
  await view.router.navigate('/member/security');
  return view;
}

const sectionNamed = async (name: string) => {
  const heading = await screen.findByRole('heading', { name }, WAIT);
  return heading.closest('section') as HTMLElement;
};

describe('issue 23 item 5: account security in the security centre', () => {
  it('lists this device marked and the other devices, and the logins with masked addresses and a failed one', async () => {
    await openSecurity();
    const sessions = await sectionNamed('Sessões ativas');
    await waitFor(() => expect(within(sessions).getAllByRole('listitem')).toHaveLength(4), WAIT);
    const [first] = within(sessions).getAllByRole('listitem');
    expect(within(first!).getByText('Este dispositivo')).toBeVisible();
    expect(within(first!).queryByRole('button')).toBeNull();
    expect(within(sessions).getByText('Chrome · Android')).toBeVisible();
    expect(within(sessions).getByRole('button', { name: 'Desconectar Safari · iOS' })).toBeVisible();

    const history = await sectionNamed('Histórico de login');
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(15), WAIT);
    expect(within(history).getAllByText('Falhou')).toHaveLength(3);
    expect(within(history).getAllByText('189.45.*.*').length).toBeGreaterThan(0);
    expect(history.textContent).not.toMatch(/189\.45\.87\.12/);
  });

  it('ends one device after a confirmation naming it: the gateway is asked for that session and the list drops it', async () => {
    const view = await openSecurity();
    const seen = recordRequests(mock);
    const sessions = await sectionNamed('Sessões ativas');
    await view.user.click(
      await within(sessions).findByRole('button', { name: 'Desconectar Safari · iOS' }, WAIT),
    );
    const dialog = await findDialog('Desconectar Safari · iOS?');
    expect(requestsTo(seen, '/wps/relay/MCS2_endSession')).toHaveLength(0);
    await view.user.click(within(dialog).getByRole('button', { name: 'Desconectar' }));
    await waitFor(() => expect(within(sessions).queryByText('Safari · iOS')).toBeNull(), WAIT);
    expect(within(sessions).getAllByRole('listitem')).toHaveLength(3);
    expect(requestsTo(seen, '/wps/relay/MCS2_endSession')).toHaveLength(1);
  });

  it('cancelling the sign-out of one device ends nothing', async () => {
    const view = await openSecurity();
    const seen = recordRequests(mock);
    const sessions = await sectionNamed('Sessões ativas');
    await view.user.click(
      await within(sessions).findByRole('button', { name: 'Desconectar Safari · iOS' }, WAIT),
    );
    const dialog = await findDialog('Desconectar Safari · iOS?');
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(within(sessions).getByText('Safari · iOS')).toBeVisible();
    expect(requestsTo(seen, '/wps/relay/MCS2_endSession')).toHaveLength(0);
  });

  it('ends the other sessions after a confirmation: the gateway is asked once and only this device remains', async () => {
    const view = await openSecurity();
    const seen = recordRequests(mock);
    const sessions = await sectionNamed('Sessões ativas');
    await view.user.click(
      await within(sessions).findByRole('button', { name: 'Encerrar outras sessões' }, WAIT),
    );
    const dialog = await findDialog('Encerrar outras sessões?');
    expect(within(dialog).getByText(/Todos os outros dispositivos \(3\)/)).toBeVisible();
    await view.user.click(within(dialog).getByRole('button', { name: 'Encerrar sessões' }));
    await waitFor(() => expect(within(sessions).getAllByRole('listitem')).toHaveLength(1), WAIT);
    expect(within(sessions).getByText('Este dispositivo')).toBeVisible();
    expect(within(sessions).getByText('Só este dispositivo está conectado.')).toBeVisible();
    expect(within(sessions).queryByRole('button', { name: 'Encerrar outras sessões' })).toBeNull();
    expect(requestsTo(seen, '/wps/relay/MCS2_endOtherSessions')).toHaveLength(1);
    expect(requestsTo(seen, '/wps/relay/MCS2_getActiveSessions').length).toBeGreaterThanOrEqual(1);
  });

  it('shows the personal data masked, read only, and opens customer service to change it', async () => {
    const view = await openSecurity();
    const personal = await sectionNamed('Dados pessoais');
    expect(await within(personal).findByText('Ana Beatriz Souza', {}, WAIT)).toBeVisible();
    expect(within(personal).getByText('jogador01')).toBeVisible();
    expect(within(personal).getByText('•••.•••.•••-25')).toBeVisible();
    expect(within(personal).getByText('14/03/1992')).toBeVisible();
    expect(personal.textContent).not.toMatch(/529\.982|11987654321|ana\.souza@/);
    expect(within(personal).queryByRole('textbox')).toBeNull();
    await view.user.click(within(personal).getByRole('button', { name: 'Falar com o atendimento' }));
    expect(view.store.get(customerServicePopupOpenAtom)).toBe(true);
  });
});
