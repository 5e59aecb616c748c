import { APPLY_PROMOTION_ID, failures, givePause, RAFFLE_PROMOTION_ID } from '@sorte/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { findDialog, renderApp, simulatedGatewayForFile, TEST_GATEWAY } from '../../test/renderApp.tsx';

// Issue 13 items 2-4: spec §2 Member centre menu (rewardCenter, missionLeaderboard, messageV2 and their badges), §4
// Promotion statuses, §5 Promotion apply, §6 trial accounts never load messages, §7 MCS2_claimRafflePromotion,
// MCSFE_getMissionSummaryDetails, MCSFE_getMissionLeaderboard, CSP_unreadCount.
const mock = simulatedGatewayForFile();
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0];
const JPG = [0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0];
// The promotion 2001 of the simulated gateway: a plain join (fixtures/rewards.ts).
const JOIN_PROMOTION_TITLE = 'Missão de boas-vindas';

async function openAs(path: string, username = 'jogador01') {
  const view = await renderApp(mock, { url: '/login' });
  const login = await findDialog('Entrar');
  await view.user.type(within(login).getByRole('textbox', { name: /^nome de usuário/i }), username);
  await view.user.type(within(login).getByLabelText(/^senha/i), 'Sorte2026');
  await view.user.click(within(login).getByRole('button', { name: 'Entrar' }));
  await waitFor(() => expect(view.store.get(sessionTokenAtom)).not.toBeNull());
  await view.router.navigate(path);
  return view;
}

const menuLink = async (name: RegExp) =>
  within(await screen.findByRole('navigation', { name: 'Central do membro' }, { timeout: 8000 })).findByRole(
    'link',
    { name },
    { timeout: 8000 },
  );

describe('§2 messageV2: reading a message lowers the messages badge at once', () => {
  it('marks the message read, the badge drops before the gateway answers, and stays down', async () => {
    const view = await openAs('/member/messages');
    await menuLink(/^Mensagens.*\(3 não lidas\)/);
    mock.server.use(
      http.post(`${TEST_GATEWAY}/wps/relay/CSP_readMessage`, async () => {
        await delay(400);
        return undefined;
      }),
    );
    const unread = await screen.findAllByRole('button', { name: /^Não lida:/ }, { timeout: 8000 });
    expect(unread).toHaveLength(2);
    await view.user.click(unread[0]!);
    await menuLink(/^Mensagens.*\(2 não lidas\)/);
    expect(screen.getAllByRole('button', { name: /^Não lida:/ })).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('heading', { level: 3 })).toHaveFocus());
    await waitFor(() =>
      expect(mock.db.state.rewards?.messages['10001']?.filter((message) => !message.read)).toHaveLength(2),
    );
    await menuLink(/^Mensagens.*\(2 não lidas\)/);
  });

  it('puts the badge and the marker back when marking it read fails', async () => {
    const view = await openAs('/member/messages');
    await menuLink(/^Mensagens.*\(3 não lidas\)/);
    mock.server.use(failures.serverError('readMessage', { baseUrl: TEST_GATEWAY }));
    const unread = await screen.findAllByRole('button', { name: /^Não lida:/ }, { timeout: 8000 });
    await view.user.click(unread[0]!);
    await menuLink(/^Mensagens.*\(3 não lidas\)/);
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Não lida:/ })).toHaveLength(2));
  });

  it('pages through the inbox: the third unread message is on page 2', async () => {
    const view = await openAs('/member/messages');
    await screen.findAllByRole('button', { name: /^Não lida:/ }, { timeout: 8000 });
    await view.user.click(screen.getAllByRole('button', { name: /^página 2$/i })[0]!);
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Não lida:/ })).toHaveLength(1));
  });

  it('§6 a trial account never asks for messages, neither the list nor the count', async () => {
    const view = await openAs('/', 'teste01');
    await screen.findByText('Teste', {}, { timeout: 5000 });
    await view.router.navigate('/member/messages');
    const warning = await findDialog(/aviso|atenção/i);
    expect(warning).toHaveTextContent('Este recurso precisa de uma conta real');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
    expect(mock.db.state.rewards?.messages?.['40001']).toBeUndefined();
  });
});

describe('issue 23 item 6 messages: mark all read, delete and categories (readings)', () => {
  const inboxList = () => screen.findByRole('list', { name: /^Caixa de entrada/ }, { timeout: 8000 });

  it('mark all read: every marker goes, the messages badge drops to none and the gateway has none unread', async () => {
    const view = await openAs('/member/messages');
    await menuLink(/^Mensagens.*\(3 não lidas\)/);
    await view.user.click(
      await screen.findByRole('button', { name: 'Marcar todas como lidas' }, { timeout: 8000 }),
    );
    expect(await screen.findByText('Todas as mensagens foram marcadas como lidas.')).toBeVisible();
    await menuLink(/^Mensagens$/);
    expect(screen.queryAllByRole('button', { name: /^Não lida:/ })).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Marcar todas como lidas' })).toBeNull();
    expect(mock.db.state.rewards?.messages['10001']?.some((message) => !message.read)).toBe(false);
  });

  it('delete asks first, then removes the message and lowers the badge for an unread one', async () => {
    const view = await openAs('/member/messages');
    await menuLink(/^Mensagens.*\(3 não lidas\)/);
    const first = mock.db.state.rewards?.messages['10001']?.[0];
    await view.user.click(
      (await screen.findAllByRole('button', { name: /^Não lida:/ }, { timeout: 8000 }))[0]!,
    );
    await view.user.click(await screen.findByRole('button', { name: 'Excluir mensagem' }));
    await view.user.click(
      within(screen.getByRole('group', { name: 'Excluir esta mensagem?' })).getByRole('button', {
        name: 'Excluir',
      }),
    );
    expect(await screen.findByText('Mensagem excluída.')).toBeVisible();
    await waitFor(() =>
      expect(mock.db.state.rewards?.messages['10001']?.map((message) => message.id)).not.toContain(first?.id),
    );
    expect(mock.db.state.rewards?.messages['10001']).toHaveLength(22);
    await menuLink(/^Mensagens.*\(2 não lidas\)/);
    expect(await screen.findByText('Escolha uma mensagem para ler.')).toBeVisible();
  });

  it("the category filter lists the page's messages of one category, with their counts", async () => {
    const view = await openAs('/member/messages');
    await inboxList();
    await view.user.click(screen.getByRole('button', { name: 'Conta e transações 4' }));
    await waitFor(async () => expect(within(await inboxList()).getAllByRole('button')).toHaveLength(4));
    expect(
      within(await inboxList())
        .getAllByRole('button')
        .every((item) => /Depósito creditado|Saque aprovado/.test(item.textContent ?? '')),
    ).toBe(true);
    await view.user.click(screen.getByRole('button', { name: 'Todas 10' }));
    await waitFor(async () => expect(within(await inboxList()).getAllByRole('button')).toHaveLength(10));
  });
});

describe('§2 rewardCenter: §4 statuses and their actions', () => {
  it('§5 applies with two images and a comment; the draft survives a failure; the status becomes Applying', async () => {
    const view = await openAs(`/member/rewards`);
    const card = await screen.findByRole(
      'article',
      { name: 'Bônus de indicação comprovada' },
      { timeout: 8000 },
    );
    await view.user.click(within(card).getByRole('button', { name: 'Candidatar-se' }));
    const dialog = await findDialog(/^Candidatar-se: /);
    const comment = within(dialog).getByRole('textbox', { name: /^comentário/i });
    await view.user.click(within(dialog).getByRole('button', { name: 'Enviar candidatura' }));
    expect(comment).toHaveAccessibleDescription(/O campo não pode ficar vazio/);
    await view.user.type(comment, 'Segue o comprovante 👍🏽');
    expect(within(dialog).getByText('21 de 140 caracteres')).toBeInTheDocument();
    const gif = new File([Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0, 0, 0, 0])], 'falso.png', {
      type: 'image/png',
    });
    await view.user.upload(within(dialog).getByLabelText(/^imagens/i), [
      new File([Uint8Array.from(PNG)], 'deposito.png', { type: 'image/png' }),
      gif,
      new File([Uint8Array.from(JPG)], 'extrato.jpg', { type: 'image/jpeg' }),
    ]);
    expect(await within(dialog).findByText('Apenas imagens png ou jpg')).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Remover falso.png' }));
    expect(await within(dialog).findAllByRole('img', { name: /^Prévia de / })).toHaveLength(2);

    mock.server.use(failures.serverError('applyPromotion', { baseUrl: TEST_GATEWAY, once: true }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Enviar candidatura' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(comment).toHaveValue('Segue o comprovante 👍🏽');
    expect(within(dialog).getAllByRole('img', { name: /^Prévia de / })).toHaveLength(2);

    await view.user.click(within(dialog).getByRole('button', { name: 'Enviar candidatura' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    expect(await within(card).findByText('Em análise')).toBeInTheDocument();
    const applied = mock.db.state.rewards?.promotions['10001']?.find((p) => p.id === APPLY_PROMOTION_ID);
    expect(applied?.status).toBe('Applying');
  });

  it('§7 claims the raffle and shows the prize; the rewards badge drops', async () => {
    const view = await openAs('/member/rewards');
    await menuLink(/^Central de recompensas.*\(1 não lidas\)/);
    const card = await screen.findByRole('article', { name: 'Sorteio de novembro' }, { timeout: 8000 });
    await view.user.click(within(card).getByRole('button', { name: 'Resgatar' }));
    const result = await findDialog('Prêmio resgatado');
    expect(result).toHaveTextContent('Bônus de R$ 50,00');
    expect(result).toHaveTextContent(/R\$\s?50,00 creditados no seu saldo/);
    await view.user.click(within(result).getByRole('button', { name: 'Ok' }));
    expect(await within(card).findByText('Resgatada')).toBeInTheDocument();
    await waitFor(async () => expect(await menuLink(/^Central de recompensas$/)).toBeInTheDocument());
  });

  it('a claim whose answer is lost says so, and trying again pays once under the same Idempotency-Key', async () => {
    const view = await openAs('/member/rewards');
    const card = await screen.findByRole('article', { name: 'Sorteio de novembro' }, { timeout: 8000 });
    const keys: (string | null)[] = [];
    mock.server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/MCS2_claimRafflePromotion'))
        keys.push(request.headers.get('Idempotency-Key'));
    });
    mock.server.use(failures.serverError('claimPromotion', { baseUrl: TEST_GATEWAY, once: true }));
    await view.user.click(within(card).getByRole('button', { name: 'Resgatar' }));
    expect(await screen.findByText(/Não sabemos se a operação foi concluída/)).toBeInTheDocument();
    await view.user.click(within(card).getByRole('button', { name: 'Resgatar' }));
    await findDialog('Prêmio resgatado');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(mock.db.findAccount('jogador01')?.balance).toBe(1573.75);
  });

  it('joining a promotion says so (issue 23 defect 10)', async () => {
    const view = await openAs('/member/rewards');
    const card = await screen.findByRole('article', { name: JOIN_PROMOTION_TITLE }, { timeout: 8000 });
    await view.user.click(within(card).getByRole('button', { name: 'Participar' }));
    expect(
      await screen.findByText(`Você entrou na promoção ${JOIN_PROMOTION_TITLE}.`, {}, { timeout: 5000 }),
    ).toBeVisible();
  });

  it('issue 24 item 4: on a gateway without the member promotions call, the public promotions stand in and a raffle is claimed', async () => {
    mock.server.use(
      http.get(
        `${TEST_GATEWAY}/wps/relay/MCSFE_getMemberPromotions`,
        () => new HttpResponse(null, { status: 404 }),
      ),
    );
    const claims: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (request.url.includes('MCS2_claimRafflePromotion')) claims.push(request.method);
    };
    mock.server.events.on('request:start', listener);
    onTestFinished(() => {
      mock.server.events.removeListener('request:start', listener);
    });
    const view = await openAs('/member/rewards');
    const card = await screen.findByRole(
      'article',
      { name: 'Giros grátis do fim de semana' },
      { timeout: 8000 },
    );
    expect(screen.getByRole('article', { name: 'Bônus de boas-vindas' })).toBeInTheDocument();
    expect(screen.queryByText(/Não foi possível carregar/)).toBeNull();
    await view.user.click(within(card).getByRole('button', { name: 'Resgatar' }));
    await waitFor(() => expect(claims).toEqual(['POST']), { timeout: 5000 });
  });

  it('opens at the promotion of ?promotion=ID, focused', async () => {
    await openAs(`/member/rewards?promotion=${RAFFLE_PROMOTION_ID}`);
    const card = await screen.findByRole('article', { name: 'Sorteio de novembro' }, { timeout: 8000 });
    await waitFor(() => expect(card).toHaveFocus());
  });

  it("the announcement popup's go-to-promotion opens the reward centre at that promotion", async () => {
    const view = await openAs('/');
    const { announcementPopupOpenAtom } = await import('../../state/popupAtoms.ts');
    view.store.set(announcementPopupOpenAtom, true);
    const popup = await findDialog(/anúncios|avisos/i);
    await view.user.click(await within(popup).findByRole('button', { name: /Bônus de boas-vindas de 100%/ }));
    await view.user.click(within(popup).getByRole('button', { name: 'Ver promoção' }));
    await waitFor(() =>
      expect(`${view.router.state.location.pathname}${view.router.state.location.search}`).toBe(
        '/member/rewards?promotion=2001',
      ),
    );
    const card = await screen.findByRole('article', { name: 'Missão de boas-vindas' }, { timeout: 8000 });
    await waitFor(() => expect(card).toHaveFocus());
  });
});

describe('issue 23 item 6 (reading): a joined bonus apart from real money, with its wagering', () => {
  it('shows real money beside the bonus balance, and each bonus its rollover done of required, left and deadline', async () => {
    await openAs('/member/rewards');
    const balances = await screen.findByRole('region', { name: 'Seus saldos' }, { timeout: 8000 });
    expect(balances).toHaveTextContent(/Dinheiro real\s*R\$\s?1\.523,75/);
    expect(balances).toHaveTextContent(/Saldo de bônus\s*R\$\s?14,50/);
    const spins = screen.getByRole('article', { name: 'Giros grátis diários' });
    const bar = within(spins).getByRole('progressbar', { name: /Rollover/ });
    expect(bar).toHaveAttribute('aria-valuetext', expect.stringMatching(/^R\$\s?312,40 de R\$\s?600,00$/));
    expect(bar).toHaveAttribute('value', '52');
    expect(spins).toHaveTextContent(/faltam R\$\s?287,60/);
    expect(spins).toHaveTextContent(/Prazo: \d\d\/\d\d\/\d{4}\./);
    const birthday = screen.getByRole('article', { name: 'Bônus de aniversário' });
    expect(within(birthday).getByText('Rollover cumprido: o bônus já é dinheiro real.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: JOIN_PROMOTION_TITLE })).queryByRole('progressbar'),
    ).toBeNull();
  });
});

describe('issue 26 item 5: no promotion or reward is claimed during a break', () => {
  it('joining, claiming the raffle and claiming a mission are refused with the break and its end', async () => {
    const view = await openAs('/member/rewards');
    const now = mock.db.now();
    givePause(mock.db.findAccount('jogador01')!, {
      kind: 'break',
      startedAt: now,
      endsAt: now + 7 * 86_400_000,
    });
    const pauseText =
      /Você está em pausa até .*não é possível depositar, abrir jogos nem participar de promoções/;

    const join = await screen.findByRole('article', { name: JOIN_PROMOTION_TITLE }, { timeout: 8000 });
    await view.user.click(within(join).getByRole('button', { name: 'Participar' }));
    expect(await screen.findByText(pauseText, {}, { timeout: 5000 })).toBeVisible();

    const raffle = screen.getByRole('article', { name: 'Sorteio de novembro' });
    await view.user.click(within(raffle).getByRole('button', { name: 'Resgatar' }));
    await waitFor(() => expect(screen.getByText(pauseText)).toBeVisible());
    expect(screen.queryByRole('dialog', { name: 'Prêmio resgatado' })).toBeNull();

    await view.router.navigate('/member/missions');
    const claims = await screen.findAllByRole('button', { name: 'Resgatar' }, { timeout: 8000 });
    await view.user.click(claims[0]!);
    expect(await screen.findByText(pauseText, {}, { timeout: 5000 })).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Resgatar' })).toHaveLength(2);
  });
});

describe('§2 missionLeaderboard (§7 MCSFE_getMissionSummaryDetails, MCSFE_getMissionLeaderboard)', () => {
  it('shows progress, claims a reached mission (the missions badge drops) and the leaderboard with the top 3 apart', async () => {
    const view = await openAs('/member/missions');
    await menuLink(/^Missões.*\(2 não lidas\)/);
    const claims = await screen.findAllByRole('button', { name: 'Resgatar' }, { timeout: 8000 });
    expect(claims).toHaveLength(2);
    expect(screen.getAllByRole('progressbar').length).toBeGreaterThanOrEqual(5);
    const podium = screen.getByRole('list', { name: 'Os 3 primeiros' });
    expect(within(podium).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('row', { name: /jogador01 \(você\)/ })).toBeInTheDocument();
    await view.user.click(claims[0]!);
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Resgatar' })).toHaveLength(1), {
      timeout: 5000,
    });
    await menuLink(/^Missões.*\(1 não lidas\)/);
    expect(mock.db.state.rewards?.missions['10001']?.find((m) => m.id === 'M-1')?.claimed).toBe(true);
    // Issue 23 defect 10: the claim says what it paid.
    expect(
      await screen.findByText(/^Recompensa de R\$\s?[\d.,]+ creditada: Faça 20 apostas na loteria\.$/),
    ).toBeVisible();
  });
});
