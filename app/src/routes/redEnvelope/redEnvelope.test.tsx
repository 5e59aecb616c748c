import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { findDialog, renderApp, simulatedGatewayForFile } from '../../test/renderApp.tsx';

// §2 Red Envelope (our reading: public promotions of promotionType RED_ENVELOPE) and the §7 raffle claim: the simulated
// gateway's envelope 1011 'Envelope vermelho da sorte' pays R$ 8,88.
const mock = simulatedGatewayForFile();
const WAIT = { timeout: 10_000 };
const ENVELOPE = 'Envelope vermelho da sorte';

describe('§2 Red Envelope', () => {
  it('lists only the red envelopes; a visitor is offered the login, and opening one asks for it too', async () => {
    const view = await renderApp(mock, { url: '/red-envelope' });
    const main = await screen.findByRole('main');
    const card = await within(main).findByRole('article', { name: ENVELOPE }, WAIT);
    expect(within(main).getAllByRole('article')).toHaveLength(1);
    expect(within(main).getByText('Entre na sua conta para abrir os envelopes.')).toBeVisible();
    await view.user.click(within(card).getByRole('button', { name: 'Resgatar' }));
    await findDialog('Entrar');
    expect(mock.db.findAccount('jogador01')?.balance).toBe(1523.75);
  });

  it('a player opens one with the §7 claim under an Idempotency-Key: the prize shows and is paid once', async () => {
    const keys: (string | null)[] = [];
    mock.server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/MCS2_claimRafflePromotion'))
        keys.push(request.headers.get('Idempotency-Key'));
    });
    const view = await renderApp(mock, { url: '/login' });
    const login = await findDialog('Entrar');
    await view.user.type(within(login).getByRole('textbox', { name: /^nome de usuário/i }), 'jogador01');
    await view.user.type(within(login).getByLabelText(/^senha/i), 'Sorte2026');
    await view.user.click(within(login).getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(view.store.get(sessionTokenAtom)).not.toBeNull());
    await view.router.navigate('/red-envelope');
    const card = await screen.findByRole('article', { name: ENVELOPE }, WAIT);
    expect(screen.queryByText('Entre na sua conta para abrir os envelopes.')).toBeNull();
    await view.user.click(within(card).getByRole('button', { name: 'Resgatar' }));
    const result = await findDialog('Prêmio resgatado');
    expect(result).toHaveTextContent('Envelope vermelho');
    expect(result).toHaveTextContent(/R\$\s?8,88/);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toBeTruthy();
    expect(mock.db.findAccount('jogador01')?.balance).toBe(1532.63);
    await view.user.click(within(result).getByRole('button', { name: 'Ok' }));
    expect(await within(card).findByText('Resgatada', {}, WAIT)).toBeInTheDocument();
  });
});
