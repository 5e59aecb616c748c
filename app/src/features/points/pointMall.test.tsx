import { DEMO_PAYMENT_PASSWORD } from '@sorte/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type AppView, logInFromHeader, recordRequests, requestsTo } from '../../test/lobbyTestKit.ts';
import { findDialog, renderApp, simulatedGatewayForFile } from '../../test/renderApp.tsx';

const mock = simulatedGatewayForFile();

const REWARDS = '/wps/relay/MCS2_getPointReward';
const REDEEM = '/wps/relay/passwordCheck/MCS2_redeemPointReward';

const mall = () => screen.findByRole('region', { name: 'Loja de pontos' }, { timeout: 5000 });
const rewardCard = async (name: string) =>
  within(await mall()).findByRole('article', { name }, { timeout: 5000 });
const redeemButton = async (name: string) =>
  within(await rewardCard(name)).getByRole('button', { name: 'Resgatar agora' });

async function logInHere(view: AppView, username = 'jogador01') {
  await logInFromHeader(view, username);
}

describe('spec §2 /pointMall, the point mall’s public face (PTSYS3 on)', () => {
  it('a visitor sees the catalogue, how points are earned and a sign-in prompt', async () => {
    await renderApp(mock, { url: '/pointMall' });
    const page = await mall();
    expect(within(page).getByRole('heading', { level: 1, name: 'Loja de pontos' })).toBeInTheDocument();
    await rewardCard('Camiseta oficial Sorte');
    expect(within(page).getAllByRole('article').length).toBeGreaterThanOrEqual(12);
    expect(
      within(page).getByText('Entre na sua conta para ver seus pontos e resgatar recompensas.'),
    ).toBeVisible();
    await waitFor(() => expect(within(page).getByText('Cassino ao vivo')).toBeInTheDocument());
    expect(within(page).getByText(/^5 pontos a cada R\$\s?100,00 depositados$/)).toBeInTheDocument();
    const soldOut = await rewardCard('Caixa de som portátil');
    expect(within(soldOut).getByText('Esgotado')).toBeInTheDocument();
  });

  it('Redeem as a visitor opens the login popup, and nothing is redeemed', async () => {
    const view = await renderApp(mock, { url: '/pointMall' });
    const seen = recordRequests(mock);
    await view.user.click(await redeemButton('Camiseta oficial Sorte'));
    expect(await findDialog('Entrar')).toBeInTheDocument();
    expect(requestsTo(seen, REDEEM)).toHaveLength(0);
  });

  it('the sign-in prompt opens the login popup; once logged in the player sees the balance', async () => {
    const view = await renderApp(mock, { url: '/pointMall' });
    await view.user.click(within(await mall()).getByRole('button', { name: 'Entrar' }));
    expect(await findDialog('Entrar')).toBeInTheDocument();
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Entrar' })).toBeNull());

    await logInHere(view);
    const page = await mall();
    expect(await within(page).findByText('12.480', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(page).queryByRole('button', { name: 'Entrar' })).toBeNull();
    // 65.000 points is beyond jogador01's balance.
    expect(await redeemButton('Smartwatch esportivo')).toBeDisabled();
  });

  it('a player redeems with the payment password: points and stock go down, the reference is shown', async () => {
    const view = await renderApp(mock, { url: '/pointMall' });
    await logInHere(view);
    const seen = recordRequests(mock);
    await within(await mall()).findByText('12.480', {}, { timeout: 5000 });
    await view.user.click(await redeemButton('Camiseta oficial Sorte'));
    const dialog = await screen.findByRole('dialog', { name: 'Resgatar recompensa' });

    await view.user.click(within(dialog).getByRole('button', { name: 'Confirmar resgate' }));
    expect(within(dialog).getByLabelText(/^Senha de pagamento/, { selector: 'input' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(requestsTo(seen, REDEEM)).toHaveLength(0);

    await view.user.type(
      within(dialog).getByLabelText(/^Senha de pagamento/, { selector: 'input' }),
      '000000',
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Confirmar resgate' }));
    await waitFor(() =>
      expect(
        within(dialog).getByLabelText(/^Senha de pagamento/, { selector: 'input' }),
      ).toHaveAccessibleDescription('Payment password is incorrect'),
    );

    const field = within(dialog).getByLabelText(/^Senha de pagamento/, { selector: 'input' });
    await view.user.clear(field);
    await view.user.type(field, DEMO_PAYMENT_PASSWORD);
    await view.user.click(within(dialog).getByRole('button', { name: 'Confirmar resgate' }));
    const done = await screen.findByRole('dialog', { name: 'Resgate solicitado' });
    expect(within(done).getByText(/^PM\d+$/)).toBeInTheDocument();
    const redeems = requestsTo(seen, REDEEM);
    expect(redeems).toHaveLength(2);

    await view.user.click(within(done).getByRole('button', { name: 'Concluir' }));
    const page = await mall();
    // 12.480 − 3.500
    expect(await within(page).findByText('8.980', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(async () =>
      expect(within(await rewardCard('Camiseta oficial Sorte')).getByText('Restam 39')).toBeInTheDocument(),
    );
    expect(requestsTo(seen, REWARDS).length).toBeGreaterThanOrEqual(1);
  });

  it('Redeem as a trial account answers in_need_true_account', async () => {
    const view = await renderApp(mock, { url: '/pointMall' });
    await logInHere(view, 'teste01');
    await view.user.click(await redeemButton('20 giros grátis'));
    expect(await screen.findByText(/precisa de uma conta real/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Resgatar recompensa' })).toBeNull();
  });

  it('a failed catalogue offers a retry that loads it', async () => {
    const view = await renderApp(mock, {
      url: '/pointMall',
      scenario: { failures: { pointRewards: 'server-error' } },
    });
    const retry = await within(await mall()).findByRole(
      'button',
      { name: 'Tentar novamente' },
      { timeout: 8000 },
    );
    mock.applyScenario({ failures: { pointRewards: null } });
    await view.user.click(retry);
    await rewardCard('Camiseta oficial Sorte');
  });
});

describe('PTSYS3 off (spec §6)', () => {
  it('the page says the point mall is not available and asks for no reward', async () => {
    const seen = recordRequests(mock);
    await renderApp(mock, { url: '/pointMall', scenario: { whiteLabel: { PTSYS3: false } } });
    const page = await mall();
    expect(await within(page).findByText('A loja de pontos não está disponível')).toBeInTheDocument();
    expect(within(page).queryAllByRole('article')).toHaveLength(0);
    expect(requestsTo(seen, REWARDS)).toHaveLength(0);
  });
});
