import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { logInAsAgent } from '../../test/lobbyTestKit.ts';
import { renderApp, simulatedGatewayForFile } from '../../test/renderApp.tsx';

// Spec §2 /agentHome and Agent menu, §3 Consolidated, §9 agent clock.
const mock = simulatedGatewayForFile();

const agentMenu = () => screen.findByRole('navigation', { name: 'Menu do agente' }, { timeout: 5000 });

describe('§2 /agentHome: the agent centre frame', () => {
  it('shows the summary, the shortcuts to deposit, withdraw, messages and customer service, and the §9 clock', async () => {
    const view = await renderApp(mock, { url: '/agent' });
    await logInAsAgent(view);
    const menu = await agentMenu();
    expect(screen.getByRole('region', { name: 'Sua conta' })).toHaveTextContent('agente1');
    expect(within(menu).getByRole('link', { name: 'Depósito' })).toHaveAttribute(
      'href',
      '/agentHome/deposit',
    );
    expect(within(menu).getByRole('link', { name: 'Saque' })).toHaveAttribute('href', '/agentHome/withdraw');
    expect(within(menu).getByRole('link', { name: /^Mensagens/ })).toHaveAttribute(
      'href',
      '/agentHome/messages',
    );
    expect(within(menu).getByRole('link', { name: 'Contratos' })).toHaveAttribute(
      'href',
      '/agentHome/contracts',
    );

    const clock = screen.getByRole('banner').querySelector('time');
    expect(clock?.getAttribute('dateTime')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-03:00$/);
    expect(clock?.closest('[aria-live]')).toBeNull();
    const first = clock?.getAttribute('dateTime');
    await waitFor(() => expect(clock?.getAttribute('dateTime')).not.toBe(first), { timeout: 2500 });

    await view.user.click(within(menu).getByRole('button', { name: 'Atendimento ao cliente' }));
    expect(
      await screen.findByRole('dialog', { name: /atendimento/i }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('opens deposit as the member centre page in the agent frame, with a back control to the menu', async () => {
    const view = await renderApp(mock, { url: '/agent' });
    await logInAsAgent(view);
    await view.user.click(within(await agentMenu()).getByRole('link', { name: 'Depósito' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/agentHome/deposit'));
    expect(screen.getByRole('heading', { level: 1, name: 'Depósito' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /pix/i }, { timeout: 5000 })).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Voltar ao menu' });
    expect(back).toHaveAttribute('href', '/agentHome');
    expect(within(await agentMenu()).getByRole('link', { name: 'Depósito' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await view.router.navigate('/agentHome/messages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mensagens' })).toBeInTheDocument();
    await view.router.navigate('/agentHome/withdraw');
    expect(await screen.findByRole('heading', { level: 1, name: 'Saque' })).toBeInTheDocument();
  });

  it('sends an unknown page back to /agentHome, and logout from a page returns to /agent', async () => {
    const view = await renderApp(mock, { url: '/agent' });
    await logInAsAgent(view);
    await view.router.navigate('/agentHome/no-such-page');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/agentHome'));

    await view.router.navigate('/agentHome/deposit');
    await view.user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Sair' }));
    const confirm = await screen.findByRole('dialog', { name: 'Sair' });
    await view.user.click(within(confirm).getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/agent'));
    expect(view.store.get(sessionTokenAtom)).toBeNull();
  });

  it('sends a logged-in player from /agentHome/deposit to /agent', async () => {
    const view = await renderApp(mock, { url: '/login' });
    const login = await screen.findByRole('dialog', { name: 'Entrar' }, { timeout: 5000 });
    await view.user.type(within(login).getByRole('textbox', { name: /^nome de usuário/i }), 'jogador01');
    await view.user.type(within(login).getByLabelText(/^senha/i), 'Sorte2026');
    await view.user.click(within(login).getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(view.store.get(sessionTokenAtom)).not.toBeNull());
    await view.router.navigate('/agentHome/deposit');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/agent'));
  });
});

describe('/agentHome lands on the agent’s dashboard (issue 23: it was blank)', () => {
  it('shows today against yesterday, the answers due (answered here), alerts and the newest downlines', async () => {
    const view = await renderApp(mock, { url: '/agent' });
    await logInAsAgent(view);
    const due = await screen.findByRole('region', { name: 'Aguardando sua resposta' }, { timeout: 8000 });
    // agente42 asked to end its hourly salary: the agent answers it from the landing (§4 termination request).
    const reject = await within(due).findByRole(
      'button',
      { name: 'Recusar: Salário por hora 0,4% · agente42' },
      { timeout: 8000 },
    );
    expect(screen.getByRole('region', { name: 'Hoje, comparado com ontem' })).toHaveTextContent(
      'Membros da equipe',
    );
    const alerts = screen.getByRole('region', { name: 'Alertas' });
    expect(alerts).toHaveTextContent('1 pedido de contrato aguarda a resposta do subordinado');
    await waitFor(() => expect(alerts).toHaveTextContent(/está (congelado|bloqueado)/));
    const newest = screen.getByRole('region', { name: 'Novos subordinados' });
    expect(within(newest).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(within(newest).getByRole('link', { name: 'Ver subordinados' })).toHaveAttribute(
      'href',
      '/agentHome/downlines',
    );
    // Issue 23 item 6: each newest downline's account opens its profile.
    const [firstNewest] = within(newest).getAllByRole('listitem');
    const profile = within(firstNewest!).getByRole('link');
    expect(profile).toHaveAttribute('href', `/agentHome/downlines?profile=${profile.textContent}`);

    await view.user.click(reject);
    await waitFor(() => expect(within(due).queryByRole('button', { name: /agente42/ })).toBeNull(), {
      timeout: 8000,
    });
    expect(within(due).getByText('Nenhum contrato aguarda sua resposta.')).toBeInTheDocument();
  });
});

describe('§2 Agent menu on the §3 Consolidated flags', () => {
  const hrefs = async () =>
    within(await agentMenu())
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      .filter((href) => !/deposit|withdraw|messages|contracts/.test(href ?? ''));

  it("shows every item in the spec's order when every flag is on", async () => {
    const view = await renderApp(mock, { url: '/agent' });
    await logInAsAgent(view);
    await waitFor(async () => expect(await hrefs()).toHaveLength(12));
    expect((await hrefs())[0]).toBe('/agentHome/announcements');
    expect((await hrefs())[8]).toBe('/agentHome/dividends');
  });

  it('hides the dividend records when the dividend contract is disabled (divtypereq off)', async () => {
    const view = await renderApp(mock, {
      url: '/agent',
      scenario: { agentContracts: 'no-dividend' },
    });
    await logInAsAgent(view);
    await waitFor(async () => expect(await hrefs()).toHaveLength(11));
    expect(await hrefs()).not.toContain('/agentHome/dividends');
    expect(await hrefs()).toContain('/agentHome/daily-wages');
  });

  it('hides each salary report whose flag is off', async () => {
    const view = await renderApp(mock, {
      url: '/agent',
      scenario: { agentContracts: 'no-salary' },
    });
    await logInAsAgent(view);
    await waitFor(async () => expect(await hrefs()).toHaveLength(9));
    expect(await hrefs()).toContain('/agentHome/dividends');
    for (const slug of ['daily-wages', 'hourly-salary', 'realtime-salary'])
      expect(await hrefs()).not.toContain(`/agentHome/${slug}`);
  });
});
