import { createDeposit, DEPOSIT_PAYMENT_PAGE } from '@sorte/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { findDialog, renderApp, simulatedGatewayForFile } from '../../test/renderApp.tsx';

// Issue 22 item 5: a deposit whose instructions are only a payment page (the simulated gateway's
// `depositInstructions: 'url'`, in whichever dialect the run uses) can be paid, and never shows an empty code box.
const mock = simulatedGatewayForFile();

async function openPendingDeposit(allowedLinkHosts: string[]) {
  const view = await renderApp(mock, {
    url: '/login',
    scenario: { depositInstructions: 'url' },
    config: { allowedLinkHosts },
  });
  const login = await findDialog('Entrar');
  await view.user.type(within(login).getByRole('textbox', { name: /^nome de usuário/i }), 'jogador01');
  await view.user.type(within(login).getByLabelText(/^senha/i), 'Sorte2026');
  await view.user.click(within(login).getByRole('button', { name: 'Entrar' }));
  await waitFor(() => expect(view.store.get(sessionTokenAtom)).not.toBeNull());
  const account = mock.db.findAccount('jogador01');
  if (!account) throw new Error('no jogador01');
  const order = createDeposit(mock.db, account, 'pix', 100);
  await view.router.navigate('/member/deposit');
  return order;
}

describe('issue 22 item 5: a deposit paid on the gateway’s payment page', () => {
  it('offers the page on an allowed host in a new tab, with no code box and no Copy', async () => {
    const order = await openPendingDeposit(['pay.sorte.example']);
    const link = await screen.findByRole('link', { name: /abrir página de pagamento/i }, { timeout: 8000 });
    expect(link).toHaveAttribute('href', `${DEPOSIT_PAYMENT_PAGE}${order.id}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('heading', { name: 'Pagamento do depósito' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Código PIX copia e cola' })).toBeNull();
    expect(screen.queryByRole('button', { name: /copiar/i })).toBeNull();
  });

  it('does not offer a page on a host the config does not allow, and sends the player to support', async () => {
    await openPendingDeposit(['t.me']);
    expect(
      await screen.findByText(/Não foi possível abrir a página de pagamento/, {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /abrir página de pagamento/i })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Código PIX copia e cola' })).toBeNull();
  });
});
