import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logInFromHeader, recordRequests, requestsTo, rngGamePage } from '../../test/lobbyTestKit.ts';
import { findDialog, renderApp, simulatedGatewayForFile } from '../../test/renderApp.tsx';

// Issue 26 item 2 under "jurisdiction": "BR" (Portaria SPA/MF 2.579/2025): registration cannot be submitted without a
// loss limit and a time limit, and an account without them reaches every page but cannot deposit or launch a game.
const mock = simulatedGatewayForFile();
const WAIT = { timeout: 15_000 };
const BRAZIL = { jurisdiction: 'BR' as const };

type View = Awaited<ReturnType<typeof renderApp>>;

const field = (dialog: HTMLElement, label: RegExp) =>
  within(dialog).getByLabelText(label, { selector: 'input' });

/** The login's risk warning (Brazil's rules), answered as the player does. */
async function answerRiskWarning(view: View) {
  const warning = await findDialog('Aviso', WAIT.timeout);
  await view.user.click(within(warning).getByRole('button', { name: 'Confirmar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
}

const gamePage = rngGamePage();

describe('issue 26 item 2 under BR: the mandatory limits at registration', () => {
  it('refuses the form without a loss and a time limit, keeping what was typed; with them the account starts limited', async () => {
    const view = await renderApp(mock, { url: '/register', config: BRAZIL });
    const dialog = await findDialog('Cadastrar', WAIT.timeout);
    await view.user.type(field(dialog, /^nome de usuário/i), 'limitado01');
    await view.user.type(field(dialog, /^senha/i), 'Senha2026');
    await view.user.type(field(dialog, /^confirmar senha/i), 'Senha2026');
    await view.user.type(field(dialog, /^número de celular/i), '11955553333');
    await view.user.click(within(dialog).getByRole('button', { name: 'Enviar código' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /\d+ s/ })).toBeDisabled(), WAIT);
    await view.user.type(field(dialog, /^código sms/i), '123456');
    await view.user.type(field(dialog, /^apelido/i), 'Limitado');
    await view.user.click(within(dialog).getByRole('checkbox', { name: /termos e condições/ }));
    await view.user.click(within(dialog).getByRole('checkbox', { name: /18 anos ou mais/ }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));

    expect(field(dialog, /^limite de perda/i)).toHaveAccessibleDescription(
      'Defina um limite de perda: é obrigatório para jogar.',
    );
    expect(field(dialog, /^limite de tempo de jogo/i)).toHaveAccessibleDescription(
      'Defina um limite de tempo de jogo: é obrigatório para jogar.',
    );
    expect(field(dialog, /^limite de perda/i)).toHaveFocus();
    expect(field(dialog, /^nome de usuário/i)).toHaveValue('limitado01');
    expect(mock.db.findAccount('limitado01')).toBeUndefined();

    await view.user.type(field(dialog, /^limite de perda/i), '1.500,50');
    await view.user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Período do limite de perda' }),
      'week',
    );
    await view.user.type(field(dialog, /^limite de tempo de jogo/i), '120');
    await view.user.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));

    await waitFor(() => expect(mock.db.findAccount('limitado01')?.playerLimits).toHaveLength(2), WAIT);
    expect(mock.db.findAccount('limitado01')?.playerLimits).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'loss', period: 'week', amount: 1500.5 }),
        expect.objectContaining({ kind: 'sessionTime', period: 'day', amount: 120 }),
      ]),
    );
    await answerRiskWarning(view);
    await view.router.navigate('/member/deposit');
    expect(await screen.findByRole('button', { name: 'Depositar' }, WAIT)).toBeVisible();
  });

  it('without the profile the form asks for no limit', async () => {
    await renderApp(mock, { url: '/register' });
    const dialog = await findDialog('Cadastrar', WAIT.timeout);
    expect(within(dialog).queryByRole('group', { name: 'Seus limites de jogo' })).toBeNull();
  });
});

describe('issue 26 item 2 under BR: an account without its mandatory limits', () => {
  it('reaches its pages but cannot deposit or launch a game until both limits are set', async () => {
    const view = await renderApp(mock, { url: '/', config: BRAZIL });
    await logInFromHeader(view);
    await answerRiskWarning(view);
    const seen = recordRequests(mock);

    await view.router.navigate('/member/deposit');
    const notice = await screen.findByText('Defina os seus limites para depositar', {}, WAIT);
    expect(notice.parentElement).toHaveTextContent(
      'Antes de depositar ou jogar, defina um limite de perda e um limite de tempo de jogo: são obrigatórios no Brasil.',
    );
    expect(screen.getByRole('link', { name: 'Definir os meus limites' })).toHaveAttribute(
      'href',
      '/member/limits?kind=loss',
    );
    expect(screen.queryByRole('button', { name: 'Depositar' })).toBeNull();

    await view.router.navigate(gamePage);
    expect(
      await screen.findByText(/defina um limite de perda e um limite de tempo de jogo/, {}, WAIT),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Definir os meus limites' })).toBeVisible();
    expect(document.querySelector('iframe')).toBeNull();
    expect(requestsTo(seen, '/wps/game/launchGame')).toHaveLength(0);

    // The withdrawal stays open: the player's own money is never held by a missing limit.
    await view.router.navigate('/member/withdraw');
    expect(await screen.findByRole('button', { name: /^Sacar/ }, WAIT)).toBeVisible();

    await view.router.navigate('/member/limits?kind=loss');
    await setLimit(view, 'Limite de perda', 'mensal', '800');
    expect(
      await screen.findByText(/defina um limite de tempo de jogo: é obrigatório no Brasil/, {}, WAIT),
    ).toBeVisible();
    await view.user.click(screen.getByRole('tab', { name: /^Tempo/ }));
    await setLimit(view, 'Limite de tempo de jogo', 'diário', '90');
    await waitFor(() => expect(screen.queryByText(/é obrigatório no Brasil/)).toBeNull(), WAIT);

    await view.router.navigate('/member/deposit');
    expect(await screen.findByRole('button', { name: 'Depositar' }, WAIT)).toBeVisible();
    await view.router.navigate(gamePage);
    await waitFor(() => expect(requestsTo(seen, '/wps/game/launchGame')).toHaveLength(1), WAIT);
  });
});

describe('issue 26 item 2 under BR: a trial account', () => {
  it('is not asked for limits it cannot set: its game page says a real account is needed', async () => {
    const view = await renderApp(mock, { url: '/', config: BRAZIL });
    const seen = recordRequests(mock);
    await logInFromHeader(view, 'teste01');
    await answerRiskWarning(view);
    await view.router.navigate(gamePage);
    expect(
      await screen.findByText(
        'Este recurso precisa de uma conta real. Cadastre-se ou entre com sua conta.',
        {},
        WAIT,
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Cadastrar' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('link', { name: 'Definir os meus limites' })).toBeNull();
    expect(requestsTo(seen, '/wps/relay/MCS2_getLimits')).toHaveLength(0);
    expect(requestsTo(seen, '/wps/game/launchGame')).toHaveLength(0);
  });
});

/** Sets a limit in the limits centre's open tab, as the player does. */
async function setLimit(view: View, region: string, period: 'diário' | 'mensal', amount: string) {
  const section = await screen.findByRole('region', { name: region }, WAIT);
  const input = within(section).getByRole('textbox', { name: `Novo limite ${period}` });
  await view.user.type(input, amount);
  await view.user.click(within(input.closest('li') as HTMLElement).getByRole('button', { name: 'Salvar' }));
  await waitFor(() => expect(input).toHaveValue(''), WAIT);
}
