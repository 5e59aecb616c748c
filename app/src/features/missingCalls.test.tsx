import type { EndpointName } from '@sorte/gateway';
import { runCashierControl } from '@sorte/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionTokenAtom } from '../state/sessionAtoms.ts';
import { type AppView, logInAsAgent, logInFromHeader } from '../test/lobbyTestKit.ts';
import { findDialog, renderApp, simulatedGatewayForFile } from '../test/renderApp.tsx';

// Issue 24 item 4 (§7 names no call for any of these; each is a "reading" row of packages/gateway/README.md): a
// gateway that answers one of them 404 does not offer it. The page stays usable: it falls back to what the spec
// names, or hides that entry; it never shows an alert, and never a bare 'Erro desconhecido'.
const mock = simulatedGatewayForFile();
const NOT_OFFERED = 'Esta seção não está disponível neste site.';

async function openAs(who: 'member' | 'agent', url: string, missing: EndpointName): Promise<AppView> {
  const scenario = { failures: { [missing]: 'missing' as const } };
  const view = await renderApp(mock, { url: who === 'agent' ? '/agent' : '/', scenario });
  if (who === 'agent') await logInAsAgent(view);
  else await logInFromHeader(view);
  await waitFor(() => expect(view.store.get(sessionTokenAtom)).not.toBeNull());
  await view.router.navigate(url);
  return view;
}

/** Nothing on the page says it failed (the alerts the §8 failures show). */
async function expectNothingBroken() {
  await waitFor(() => expect(screen.queryByText(/Erro desconhecido/)).toBeNull());
  expect(screen.queryAllByRole('alert').filter((alert) => alert.textContent?.trim())).toEqual([]);
}

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
});
afterEach(() => vi.restoreAllMocks());

describe('issue 24 item 4; §7 names no call: a record list without its call says it is not offered here', () => {
  it.each([
    ['member', 'betRecords', '/member/bets'],
    ['member', 'transactionRecords', '/member/transactions'],
    ['member', 'profitRecords', '/member/profit'],
    ['member', 'bonusRecords', '/member/bonus'],
    ['agent', 'agentPalStatements', '/agentHome/profit-loss'],
    ['agent', 'agentRevenueReport', '/agentHome/revenue'],
    ['agent', 'agentDownlineTransactions', '/agentHome/downline-transactions'],
    ['agent', 'agentDividendRecords', '/agentHome/dividends'],
    ['agent', 'agentDailySalaryRecords', '/agentHome/daily-wages'],
    ['agent', 'agentHourSalaryRecords', '/agentHome/hourly-salary'],
    ['agent', 'agentRealtimeSalaryRecords', '/agentHome/realtime-salary'],
  ] as const)('%s: %s 404 → %s shows the note', async (who, endpoint, url) => {
    await openAs(who, url, endpoint);
    // The file's first pages: their lazy routes are transformed now, slow in a busy worker (clean-clone CI).
    expect(await screen.findByText(NOT_OFFERED, {}, { timeout: 15_000 })).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    await expectNothingBroken();
  });
});

const memberMenu = () => screen.findByRole('navigation', { name: 'Central do membro' }, { timeout: 8000 });
const uplineEntry = /transferir para o superior/i;

describe('issue 24 item 4; §7 names no call: the cashier without a call it does not need to offer', () => {
  it('depositChannels 404: the deposit page says there is no deposit here', async () => {
    await openAs('member', '/member/deposit', 'depositChannels');
    expect(await screen.findByText(NOT_OFFERED, {}, { timeout: 8000 })).toBeVisible();
    await expectNothingBroken();
  });

  it('depositOrders 404: the deposit form is there, with no pending order to resume', async () => {
    await openAs('member', '/member/deposit', 'depositOrders');
    expect(
      await screen.findByRole('textbox', { name: /^valor do depósito/i }, { timeout: 8000 }),
    ).toBeVisible();
    await expectNothingBroken();
  });

  it('withdrawInfo 404: the withdraw form falls back to the §7 balance for what can be withdrawn', async () => {
    await openAs('member', '/member/withdraw', 'withdrawInfo');
    expect(await screen.findByRole('textbox', { name: /^valor do saque/i }, { timeout: 8000 })).toBeVisible();
    await expectNothingBroken();
  });

  it('withdrawOrders 404: the withdraw form is there, no withdrawal listed', async () => {
    await openAs('member', '/member/withdraw', 'withdrawOrders');
    expect(await screen.findByRole('textbox', { name: /^valor do saque/i }, { timeout: 8000 })).toBeVisible();
    expect(screen.queryByText('Aguardando aprovação')).toBeNull();
    await expectNothingBroken();
  });

  it('upline 404: the menu hides the transfer to upline, and its page leads back to the member centre', async () => {
    const view = await openAs('member', '/member/transfer-upline', 'upline');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/member'), { timeout: 8000 });
    const menu = await memberMenu();
    await within(menu).findByRole('link', { name: /registro de apostas/i });
    expect(within(menu).queryByRole('link', { name: uplineEntry })).toBeNull();
    await expectNothingBroken();
  });

  it('uplineTransfer 404: once the transfer is answered as not offered, the menu hides it', async () => {
    const view = await openAs('member', '/member/transfer-upline', 'uplineTransfer');
    expect(within(await memberMenu()).getByRole('link', { name: uplineEntry })).toBeVisible();
    const form = await screen.findByRole('form', { name: 'Transferir para o superior' }, { timeout: 8000 });
    await view.user.type(within(form).getByRole('textbox', { name: /^valor/i }), '10');
    await view.user.type(within(form).getByLabelText(/^senha de saque/i), '135790');
    await view.user.click(within(form).getByRole('button', { name: 'Continuar' }));
    await view.user.click(await screen.findByRole('button', { name: 'Confirmar transferência' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/member'), { timeout: 8000 });
    expect(within(await memberMenu()).queryByRole('link', { name: uplineEntry })).toBeNull();
    await expectNothingBroken();
  });

  it('rebateCategories 404: the manual rebate page says it is not offered here', async () => {
    await openAs('member', '/member/rebate', 'rebateCategories');
    expect(await screen.findByText(NOT_OFFERED, {}, { timeout: 8000 })).toBeVisible();
    await expectNothingBroken();
  });
});

describe('issue 24 item 4; §7 names no call: the agent centre without a reading', () => {
  it.each([
    ['teamOverview', '/agentHome/team'],
    ['downlineList', '/agentHome/downlines'],
    ['agentAnnouncements', '/agentHome/announcements'],
  ] as const)('%s 404 → %s says it is not offered here', async (endpoint, url) => {
    await openAs('agent', url, endpoint);
    expect(await screen.findByText(NOT_OFFERED, {}, { timeout: 8000 })).toBeVisible();
    await expectNothingBroken();
  });

  it('downlineTransfer 404: once the transfer is answered as not offered, no downline offers it', async () => {
    const view = await openAs('agent', '/agentHome/downlines', 'downlineTransfer');
    await view.user.click(
      await screen.findByRole('button', { name: 'Transferir para agente2' }, { timeout: 8000 }),
    );
    const dialog = await findDialog('Transferir para agente2');
    const form = await within(dialog).findByRole('form', { name: 'Transferir para o subordinado' });
    await view.user.type(within(form).getByRole('textbox', { name: /^valor/i }), '10');
    await view.user.type(within(form).getByLabelText(/^senha de saque/i), '135790');
    await view.user.click(within(form).getByRole('button', { name: 'Continuar' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Confirmar transferência' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 8000 });
    expect(screen.getByRole('button', { name: 'Ver a equipe de agente2' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Transferir para / })).toBeNull();
    await expectNothingBroken();
  });

  it.each([
    'dividendContracts',
    'dailySalaryContracts',
    'hourlySalaryContracts',
    'realtimeSalaryContracts',
  ] as const)('%s 404: the contracts page lists the other kinds', async (endpoint) => {
    await openAs('agent', '/agentHome/contracts', endpoint);
    expect(
      await screen.findByRole('heading', { name: 'Com meus subordinados' }, { timeout: 8000 }),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryAllByRole('button', { name: /: / }).length).toBeGreaterThan(0), {
      timeout: 8000,
    });
    await expectNothingBroken();
  });
});

describe('issue 24 item 4; §7 names no call: feedback without its settings', () => {
  it('feedbackSettings 404: the form is there with the §5 default bounds and question types', async () => {
    await openAs('member', '/feedback', 'feedbackSettings');
    const form = await screen.findByRole('form', { name: 'Enviar opinião' }, { timeout: 8000 });
    expect(within(form).getByRole('button', { name: 'Enviar' })).toBeVisible();
    await expectNothingBroken();
  });
});

describe('issue 24 item 4; §7 names no call: the security centre without its security info', () => {
  it('securityInfo 404: the centre shows, with the withdraw password change asking for the current one', async () => {
    await openAs('member', '/member/security', 'securityInfo');
    expect(await screen.findByRole('heading', { name: 'Senha de login' }, { timeout: 8000 })).toBeVisible();
    expect(screen.getByLabelText(/^senha de saque atual/i)).toBeInTheDocument();
    await expectNothingBroken();
  });
});

const ACTION_NOT_OFFERED = 'Esta ação não está disponível neste site.';

describe('issue 23 item 5; §7 names no call: the security centre without its session, login or personal data readings', () => {
  it.each([
    ['activeSessions', 'Sessões ativas', 'Este site não mostra as sessões ativas.'],
    ['loginHistory', 'Histórico de login', 'Este site não mostra o histórico de login.'],
    ['personalData', 'Dados pessoais', 'Este site não mostra seus dados pessoais aqui.'],
  ] as const)(
    '%s 404: its section says this site does not show it; the rest of the centre works',
    async (call, heading, note) => {
      await openAs('member', '/member/security', call);
      const section = (await screen.findByRole('heading', { name: heading }, { timeout: 8000 })).closest(
        'section',
      )!;
      expect(await within(section as HTMLElement).findByText(note, {}, { timeout: 8000 })).toBeVisible();
      expect(screen.getByRole('heading', { name: 'Senha de login' })).toBeVisible();
      await expectNothingBroken();
    },
  );

  it('endSession 404: ending a device says it is not offered here, then no device offers it', async () => {
    const view = await openAs('member', '/member/security', 'endSession');
    const section = (
      await screen.findByRole('heading', { name: 'Sessões ativas' }, { timeout: 8000 })
    ).closest('section') as HTMLElement;
    await view.user.click(
      await within(section).findByRole('button', { name: 'Desconectar Safari · iOS' }, { timeout: 8000 }),
    );
    const confirm = await findDialog('Desconectar Safari · iOS?');
    await view.user.click(within(confirm).getByRole('button', { name: 'Desconectar' }));
    expect(await within(section).findByText(ACTION_NOT_OFFERED, {}, { timeout: 8000 })).toBeVisible();
    expect(within(section).queryByRole('button', { name: /^Desconectar / })).toBeNull();
    expect(within(section).getByRole('button', { name: 'Encerrar outras sessões' })).toBeVisible();
  });

  it('endOtherSessions 404: ending the others says it is not offered here, then the action is hidden', async () => {
    const view = await openAs('member', '/member/security', 'endOtherSessions');
    const section = (
      await screen.findByRole('heading', { name: 'Sessões ativas' }, { timeout: 8000 })
    ).closest('section') as HTMLElement;
    await view.user.click(
      await within(section).findByRole('button', { name: 'Encerrar outras sessões' }, { timeout: 8000 }),
    );
    await view.user.click(
      within(await findDialog('Encerrar outras sessões?')).getByRole('button', { name: 'Encerrar sessões' }),
    );
    expect(await within(section).findByText(ACTION_NOT_OFFERED, {}, { timeout: 8000 })).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'Encerrar outras sessões' })).toBeNull();
    expect(within(section).getAllByRole('listitem')).toHaveLength(4);
  });
});

describe('issue 24 item 4; §7 names no call: a reward action the gateway does not offer is said once, then hidden', () => {
  it('readAllMessages 404 (issue 23 item 6): mark all read says it is not offered here, then is hidden; the badge stays', async () => {
    const view = await openAs('member', '/member/messages', 'readAllMessages');
    await view.user.click(
      await screen.findByRole('button', { name: 'Marcar todas como lidas' }, { timeout: 8000 }),
    );
    expect(await screen.findByText(ACTION_NOT_OFFERED, {}, { timeout: 8000 })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Marcar todas como lidas' })).toBeNull());
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Não lida:/ })).toHaveLength(2));
    expect(screen.queryByText(/Erro desconhecido/)).toBeNull();
  });

  it('deleteMessage 404 (issue 23 item 6): deleting says it is not offered here, the message stays, no delete any more', async () => {
    const view = await openAs('member', '/member/messages', 'deleteMessage');
    await view.user.click(
      (await screen.findAllByRole('button', { name: /^Não lida:/ }, { timeout: 8000 }))[0]!,
    );
    await view.user.click(await screen.findByRole('button', { name: 'Excluir mensagem' }));
    await view.user.click(
      within(screen.getByRole('group', { name: 'Excluir esta mensagem?' })).getByRole('button', {
        name: 'Excluir',
      }),
    );
    expect(await screen.findByText(ACTION_NOT_OFFERED, {}, { timeout: 8000 })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Excluir mensagem' })).toBeNull());
    expect(
      within(screen.getByRole('list', { name: /^Caixa de entrada/ })).getAllByRole('button'),
    ).toHaveLength(10);
  });

  it('joinPromotion 404: joining says it is not offered here; no promotion offers to join any more', async () => {
    const view = await openAs('member', '/member/rewards', 'joinPromotion');
    const card = await screen.findByRole('article', { name: 'Missão de boas-vindas' }, { timeout: 8000 });
    await view.user.click(within(card).getByRole('button', { name: 'Participar' }));
    expect(await screen.findByText(ACTION_NOT_OFFERED, {}, { timeout: 8000 })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Participar' })).toBeNull());
    expect(within(card).getByText('Indisponível neste site')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Candidatar-se' })).toBeVisible();
    expect(screen.queryByText(/Erro desconhecido/)).toBeNull();
  });

  it('applyPromotion 404: the application says it is not offered here; no promotion offers to apply any more', async () => {
    const view = await openAs('member', '/member/rewards', 'applyPromotion');
    const card = await screen.findByRole(
      'article',
      { name: 'Bônus de indicação comprovada' },
      { timeout: 8000 },
    );
    await view.user.click(within(card).getByRole('button', { name: 'Candidatar-se' }));
    const dialog = await findDialog(/^Candidatar-se: /);
    await view.user.type(
      within(dialog).getByRole('textbox', { name: /^comentário/i }),
      'Segue o comprovante',
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Enviar candidatura' }));
    expect(await within(dialog).findByText(ACTION_NOT_OFFERED, {}, { timeout: 8000 })).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /^comentário/i })).toHaveValue('Segue o comprovante');
    expect(screen.queryByRole('button', { name: 'Candidatar-se' })).toBeNull();
    expect(screen.queryByText(/Erro desconhecido/)).toBeNull();
  });

  it('claimMission 404: the claim says it is not offered here; ready missions stay marked ready, with no button', async () => {
    const view = await openAs('member', '/member/missions', 'claimMission');
    const claims = await screen.findAllByRole('button', { name: 'Resgatar' }, { timeout: 8000 });
    expect(claims).toHaveLength(2);
    await view.user.click(claims[0]!);
    expect(await screen.findByText(ACTION_NOT_OFFERED, {}, { timeout: 8000 })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Resgatar' })).toBeNull());
    expect(screen.getAllByText('Pronta para resgatar')).toHaveLength(2);
    expect(screen.queryByText(/Erro desconhecido/)).toBeNull();
  });
});

describe('issue 24 item 4; §7 names no call: the manual rebate without its claim call', () => {
  it('rebateClaim 404: the claim says it is not offered here; the rates and amounts stay, with no claim buttons', async () => {
    const view = await openAs('member', '/member/rebate', 'rebateClaim');
    const table = await screen.findByRole(
      'table',
      { name: 'Rebate por categoria de jogo' },
      { timeout: 8000 },
    );
    await view.user.click(within(table).getByRole('button', { name: 'Resgatar Cassino' }));
    expect(await screen.findByText(ACTION_NOT_OFFERED, {}, { timeout: 8000 })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Resgatar/ })).toBeNull());
    expect(within(table).getByRole('row', { name: /^Cassino R/ })).toBeVisible();
    expect(screen.queryByText(/Erro desconhecido/)).toBeNull();
  });
});

describe('issue 23 item 5; §7 names no call: two-step verification where the gateway does not offer it', () => {
  it('twoStepStatus 404: the security centre has no two-step section; the withdraw form asks no code', async () => {
    const view = await openAs('member', '/member/security', 'twoStepStatus');
    await screen.findByRole('heading', { name: 'Contatos vinculados' }, { timeout: 8000 });
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Verificação em duas etapas' })).toBeNull(),
    );
    await view.router.navigate('/member/withdraw');
    await screen.findByRole('textbox', { name: /^valor do saque/i }, { timeout: 8000 });
    expect(screen.queryByRole('textbox', { name: /^Código de verificação em duas etapas/ })).toBeNull();
    await expectNothingBroken();
  });

  it('bindAuthenticator 404: turning on says it is not offered here, then the button is gone', async () => {
    const view = await openAs('member', '/member/security', 'bindAuthenticator');
    const heading = await screen.findByRole(
      'heading',
      { name: 'Verificação em duas etapas' },
      { timeout: 8000 },
    );
    const section = heading.closest('section') as HTMLElement;
    await view.user.click(
      within(section).getByRole('button', { name: 'Ativar com aplicativo autenticador' }),
    );
    expect(await within(section).findByText(ACTION_NOT_OFFERED, {}, { timeout: 8000 })).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'Ativar com aplicativo autenticador' })).toBeNull();
  });
});

describe('issue 24 item 4; §7 names no call: the security centre without its write calls', () => {
  it('withdrawPassword 404: saving says it is not offered here, then the form gives way to a note', async () => {
    const view = await openAs('member', '/member/security', 'withdrawPassword');
    await view.user.type(
      await screen.findByLabelText(/^senha de saque atual/i, {}, { timeout: 8000 }),
      '135790',
    );
    await view.user.type(screen.getByLabelText(/^nova senha de saque/i), '246802');
    await view.user.type(screen.getByLabelText(/^confirmar senha de saque/i), '246802');
    await view.user.click(screen.getByRole('button', { name: 'Salvar senha de saque' }));
    expect(await screen.findByText(ACTION_NOT_OFFERED, {}, { timeout: 8000 })).toBeVisible();
    expect(screen.getByText(/^Para criar ou alterar a senha de saque, fale com o atendimento/)).toBeVisible();
    expect(screen.queryByLabelText(/^nova senha de saque/i)).toBeNull();
    expect(screen.queryByText(/Erro desconhecido/)).toBeNull();
  });

  it('confirmTwoStep 404: the first code says it is not offered here, then two-step cannot be turned on', async () => {
    const view = await openAs('member', '/member/security', 'confirmTwoStep');
    const section = (
      await screen.findByRole('heading', { name: 'Verificação em duas etapas' }, { timeout: 8000 })
    ).closest('section') as HTMLElement;
    await view.user.click(
      within(section).getByRole('button', { name: 'Ativar com aplicativo autenticador' }),
    );
    await view.user.type(
      await within(section).findByRole('textbox', { name: /^Código/ }, { timeout: 8000 }),
      '123456',
    );
    await view.user.click(within(section).getByRole('button', { name: /^Confirmar/ }));
    expect(await within(section).findByText(ACTION_NOT_OFFERED, {}, { timeout: 8000 })).toBeVisible();
    expect(within(section).queryByRole('button')).toBeNull();
    expect(within(section).queryByRole('textbox')).toBeNull();
  });

  it('disableTwoStep 404: turning off says it is not offered here, then two-step stays on with no way to turn it off', async () => {
    // Turned on after the login, which would otherwise be held back for a code.
    const view = await openAs('member', '/member', 'disableTwoStep');
    mock.db.findAccount('jogador01')!.twoStep = { method: 'authenticator', secret: 'JBSWY3DPEHPK3PXP' };
    try {
      await view.router.navigate('/member/security');
      const section = (
        await screen.findByRole('heading', { name: 'Verificação em duas etapas' }, { timeout: 8000 })
      ).closest('section') as HTMLElement;
      await view.user.click(
        await within(section).findByRole('button', { name: /^Desativar/ }, { timeout: 8000 }),
      );
      await view.user.type(within(section).getByRole('textbox', { name: /^Código/ }), '123456');
      await view.user.click(within(section).getByRole('button', { name: /^Confirmar/ }));
      expect(await within(section).findByText(ACTION_NOT_OFFERED, {}, { timeout: 8000 })).toBeVisible();
      await view.user.click(within(section).getByRole('button', { name: /^Cancelar/ }));
      await waitFor(() => expect(within(section).queryByRole('button', { name: /^Desativar/ })).toBeNull());
    } finally {
      mock.db.findAccount('jogador01')!.twoStep = undefined;
    }
  });
});

describe('issue 24 item 4; §7 names no call: the inbox without its reading', () => {
  it('inboxMessages 404: the messages page says it is not offered here', async () => {
    await openAs('member', '/member/messages', 'inboxMessages');
    expect(await screen.findByText(NOT_OFFERED, {}, { timeout: 8000 })).toBeVisible();
    await expectNothingBroken();
  });

  it('readMessage 404: a message still opens; it stays unread, with nothing said', async () => {
    const view = await openAs('member', '/member/messages', 'readMessage');
    await view.user.click(
      (await screen.findAllByRole('button', { name: /^Não lida:/ }, { timeout: 8000 }))[0]!,
    );
    expect(await screen.findByRole('button', { name: 'Excluir mensagem' }, { timeout: 8000 })).toBeVisible();
    await expectNothingBroken();
  });

  it('rewardPromotions 404: the reward centre lists the public promotions instead', async () => {
    await openAs('member', '/member/rewards', 'rewardPromotions');
    expect((await screen.findAllByRole('article', {}, { timeout: 8000 })).length).toBeGreaterThan(0);
    await expectNothingBroken();
  });
});

/** A PIX withdrawal of R$ 200,00 typed, reviewed and confirmed. */
async function withdraw(view: AppView) {
  await view.user.type(
    await screen.findByRole('textbox', { name: /^valor do saque/i }, { timeout: 8000 }),
    '200',
  );
  await view.user.type(screen.getByRole('textbox', { name: /^chave pix/i }), '529.982.247-25');
  await view.user.type(screen.getByLabelText(/^senha de saque/i), '135790');
  await view.user.click(screen.getByRole('button', { name: 'Continuar' }));
  await view.user.click(await screen.findByRole('button', { name: 'Confirmar saque' }));
}

describe('issue 24 item 4; §7 names no call: the cashier without the withdrawal status call', () => {
  it('withdrawStatus 404: a new withdrawal is shown awaiting approval from the orders list', async () => {
    const view = await openAs('member', '/member/withdraw', 'withdrawStatus');
    await withdraw(view);
    expect(await screen.findByText('Aguardando aprovação', {}, { timeout: 8000 })).toBeVisible();
    await expectNothingBroken();
  });
});

describe('issue 24 item 4; §7 names no call: the cashier without its deposit and withdraw calls', () => {
  it('deposit 404: the deposit says it is not offered here, keeping the amount', async () => {
    const view = await openAs('member', '/member/deposit', 'deposit');
    const amount = await screen.findByRole('textbox', { name: /^valor do depósito/i }, { timeout: 8000 });
    await view.user.type(amount, '150');
    await view.user.click(screen.getByRole('button', { name: 'Depositar' }));
    expect(await screen.findByText(ACTION_NOT_OFFERED, {}, { timeout: 8000 })).toBeVisible();
    expect(screen.queryByText(/Erro desconhecido/)).toBeNull();
  });

  it('depositStatus 404: a new order is shown and followed by the orders list instead', async () => {
    const view = await openAs('member', '/member/deposit', 'depositStatus');
    await view.user.type(
      await screen.findByRole('textbox', { name: /^valor do depósito/i }, { timeout: 8000 }),
      '150',
    );
    await view.user.click(screen.getByRole('button', { name: 'Depositar' }));
    expect(
      await screen.findByRole('textbox', { name: 'Código PIX copia e cola' }, { timeout: 8000 }),
    ).toBeVisible();
    expect(runCashierControl(mock.db, { action: 'creditDeposit', account: 'jogador01' }).status).toBe(200);
    expect(await screen.findByText('Depósito creditado', {}, { timeout: 10_000 })).toBeVisible();
    await expectNothingBroken();
  });

  it('withdraw 404: the withdrawal says it is not offered here, keeping what was typed', async () => {
    const view = await openAs('member', '/member/withdraw', 'withdraw');
    await withdraw(view);
    expect(await screen.findByText(ACTION_NOT_OFFERED, {}, { timeout: 8000 })).toBeVisible();
    expect(screen.queryByText(/Erro desconhecido/)).toBeNull();
  });
});
