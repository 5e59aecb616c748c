import type { EndpointName } from '@sorte/gateway';
import { savePixKey } from '@sorte/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { type AppView, logInFromHeader, recordRequests, requestsTo } from '../../test/lobbyTestKit.ts';
import { findDialog, renderApp, simulatedGatewayForFile } from '../../test/renderApp.tsx';

// Issue 23 item 4: the PIX keys saved by earlier withdrawals, masked, picked on the withdraw form and deleted after a
// confirmation; hidden on a gateway without them (issue 24 item 4).
const mock = simulatedGatewayForFile();

function savedKeys() {
  const account = mock.db.findAccount('jogador01');
  if (!account) throw new Error('no jogador01');
  return {
    email: savePixKey(mock.db, account, 'EMAIL', 'joana.silva@gmail.com'),
    cpf: savePixKey(mock.db, account, 'CPF', '529.982.247-25'),
  };
}

async function openWithdraw(failures: Partial<Record<EndpointName, 'missing'>> = {}): Promise<AppView> {
  const view = await renderApp(mock, { url: '/', scenario: { failures } });
  await logInFromHeader(view);
  await waitFor(() => expect(view.store.get(sessionTokenAtom)).not.toBeNull());
  await view.router.navigate('/member/withdraw');
  await screen.findByRole('textbox', { name: /^valor do saque/i }, { timeout: 8000 });
  return view;
}

const savedList = () => screen.findByRole('region', { name: 'Chaves PIX salvas' }, { timeout: 8000 });

describe('issue 23 item 4: saved PIX keys on the withdraw page', () => {
  it('lists the keys masked, and a picked key fills the key type and key', async () => {
    savedKeys();
    const view = await openWithdraw();
    const list = await savedList();
    expect(list).toHaveTextContent('j***@gmail.com');
    expect(list).toHaveTextContent('***.982.247-**');
    expect(list).not.toHaveTextContent('joana.silva');
    expect(list).not.toHaveTextContent('529.982');

    const use = within(list).getByRole('button', { name: 'Usar E-mail j***@gmail.com' });
    expect(use).toHaveAttribute('aria-pressed', 'false');
    await view.user.click(use);
    expect(screen.getByRole('combobox', { name: 'Tipo de chave PIX' })).toHaveValue('EMAIL');
    expect(screen.getByRole('textbox', { name: /^chave pix/i })).toHaveValue('joana.silva@gmail.com');
    expect(use).toHaveAttribute('aria-pressed', 'true');
  });

  it('deletes a key only after the confirmation, and the list follows', async () => {
    const { cpf } = savedKeys();
    const view = await openWithdraw();
    const list = await savedList();
    await view.user.click(within(list).getByRole('button', { name: 'Excluir CPF ***.982.247-**' }));
    const confirm = await findDialog('Excluir chave PIX?');
    await view.user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(mock.db.state.cashier?.pixKeys?.some((key) => key.id === cpf.id)).toBe(true);

    await view.user.click(within(list).getByRole('button', { name: 'Excluir CPF ***.982.247-**' }));
    await view.user.click(
      within(await findDialog('Excluir chave PIX?')).getByRole('button', { name: 'Excluir chave' }),
    );
    await waitFor(() => expect(list).not.toHaveTextContent('***.982.247-**'));
    expect(list).toHaveTextContent('j***@gmail.com');
    expect(mock.db.state.cashier?.pixKeys?.some((key) => key.id === cpf.id)).toBe(false);
  });

  it('issue 24 item 4: without the saved keys call (pixKeys answered 404), no list; the key is typed as before', async () => {
    savedKeys();
    const seen = recordRequests(mock);
    await openWithdraw({ pixKeys: 'missing' });
    await waitFor(() => expect(requestsTo(seen, '/wps/relay/PAY_pixKeys').length).toBeGreaterThan(0));
    expect(screen.getByRole('textbox', { name: /^chave pix/i })).toHaveValue('');
    expect(screen.queryByRole('region', { name: 'Chaves PIX salvas' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('issue 24 item 4: without the delete call (deletePixKey answered 404), the first try says so once and the delete buttons go', async () => {
    savedKeys();
    const view = await openWithdraw({ deletePixKey: 'missing' });
    const list = await savedList();
    await view.user.click(within(list).getByRole('button', { name: 'Excluir E-mail j***@gmail.com' }));
    await view.user.click(
      within(await findDialog('Excluir chave PIX?')).getByRole('button', { name: 'Excluir chave' }),
    );
    expect(await within(list).findByRole('alert')).toHaveTextContent(
      'Esta ação não está disponível neste site.',
    );
    await waitFor(() => expect(within(list).queryAllByRole('button', { name: /^Excluir/ })).toHaveLength(0));
    expect(within(list).getAllByRole('button', { name: /^Usar/ })).toHaveLength(2);
  });
});
