import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { logInFromHeader, recordRequests, requestsTo } from '../../test/lobbyTestKit.ts';
import { renderApp, simulatedGatewayForFile, TEST_GATEWAY } from '../../test/renderApp.tsx';

// Issue 26 item 2: the limits centre in the member centre, against the simulated gateway in this run's dialect.
const mock = simulatedGatewayForFile();
const WAIT = { timeout: 15_000 };

async function openLimits(scenario: NonNullable<Parameters<typeof renderApp>[1]>['scenario'] = {}) {
  const view = await renderApp(mock, { url: '/', scenario });
  await logInFromHeader(view);
  await view.router.navigate('/member/limits');
  return view;
}

const dailyCard = async () => {
  const deposit = await screen.findByRole('region', { name: 'Limite de depósito' }, WAIT);
  return within(deposit)
    .getAllByRole('listitem')
    .find((item) => item.querySelector('h3')?.textContent?.startsWith('Diário')) as HTMLElement;
};

describe('issue 26 item 2: the limits centre', () => {
  it('a new daily deposit limit applies at once with its use; a raise waits 24 hours and can be cancelled', async () => {
    const view = await openLimits();
    let card = await dailyCard();
    expect(card).toHaveTextContent('Sem limite');
    const field = within(card).getByRole('textbox', { name: 'Novo limite diário' });
    await view.user.type(field, '300');
    await view.user.click(within(card).getByRole('button', { name: 'Salvar' }));
    await waitFor(async () => expect(await dailyCard()).toHaveTextContent(/R\$\s?300,00/), WAIT);
    card = await dailyCard();
    expect(within(card).getByRole('progressbar')).toBeVisible();
    expect(within(card).getByRole('textbox', { name: 'Novo limite diário' })).toHaveValue('');

    await view.user.type(within(card).getByRole('textbox', { name: 'Novo limite diário' }), '500');
    await view.user.click(within(card).getByRole('button', { name: 'Salvar' }));
    await waitFor(
      async () => expect(await dailyCard()).toHaveTextContent(/Aumento para R\$\s?500,00: pendente até/),
      WAIT,
    );
    card = await dailyCard();
    expect(card).toHaveTextContent(/R\$\s?300,00/);
    expect(within(card).queryByRole('button', { name: 'Confirmar' })).toBeNull();
    await view.user.click(within(card).getByRole('button', { name: 'Cancelar pedido' }));
    await waitFor(async () => expect(await dailyCard()).not.toHaveTextContent('Aumento para'), WAIT);
  });

  it('an amount that does not read is refused on its field, what was typed kept, and nothing is sent', async () => {
    const view = await openLimits();
    const requests = recordRequests(mock);
    const card = await dailyCard();
    const field = within(card).getByRole('textbox', { name: 'Novo limite diário' });
    await view.user.type(field, '10,005');
    await view.user.click(within(card).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/duas casas decimais/), WAIT);
    expect(field).toHaveValue('10,005');
    expect(requestsTo(requests, 'MCS2_setLimit')).toHaveLength(0);
  });

  it('the tab is kept in the address, so a refusal elsewhere can link to its kind', async () => {
    const view = await openLimits();
    await screen.findByRole('region', { name: 'Limite de depósito' }, WAIT);
    await view.user.click(screen.getByRole('tab', { name: 'Tempo' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?kind=sessionTime'));
    expect(screen.getByRole('region', { name: 'Limite de tempo de jogo' })).toBeVisible();
  });

  it('a gateway without the limits call (limits answered 404): the page says once that it is not offered', async () => {
    await openLimits({ failures: { limits: 'missing' } });
    expect(await screen.findByText('Esta seção não está disponível neste site.', {}, WAIT)).toBeVisible();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('a change refused as missing (setLimit answered 404) says so on its limit, what was typed kept', async () => {
    const view = await openLimits({ failures: { setLimit: 'missing' } });
    const card = await dailyCard();
    const field = within(card).getByRole('textbox', { name: 'Novo limite diário' });
    await view.user.type(field, '300');
    await view.user.click(within(card).getByRole('button', { name: 'Salvar' }));
    await waitFor(
      () => expect(field).toHaveAccessibleDescription(/Esta ação não está disponível neste site/),
      WAIT,
    );
    expect(field).toHaveValue('300');
  });

  it('a raise past its 24 hours offers Confirmar; a gateway without confirmLimit or cancelLimitChange (404) says so on that limit', async () => {
    const now = Date.now();
    const hour = 3_600_000;
    mock.server.use(
      http.get(`${TEST_GATEWAY}/wps/relay/MCS2_getLimits`, () =>
        HttpResponse.json({
          success: true,
          value: {
            limits: [
              {
                kind: 'DEPOSIT',
                period: 'DAILY',
                amount: 100,
                used: 40,
                pending: {
                  amount: 250,
                  confirmableAt: new Date(now - hour).toISOString(),
                  lapsesAt: new Date(now + 100 * hour).toISOString(),
                },
              },
            ],
          },
        }),
      ),
    );
    const view = await openLimits({ failures: { confirmLimit: 'missing', cancelLimitChange: 'missing' } });
    const card = await dailyCard();
    await waitFor(() => expect(card).toHaveTextContent(/Aumento para R\$\s?250,00: confirme até/), WAIT);
    expect(within(card).getByRole('progressbar')).toHaveAttribute('value', '40');
    await view.user.click(within(card).getByRole('button', { name: 'Confirmar' }));
    const field = within(card).getByRole('textbox', { name: 'Novo limite diário' });
    await waitFor(
      () => expect(field).toHaveAccessibleDescription(/Esta ação não está disponível neste site/),
      WAIT,
    );
    await view.user.click(within(card).getByRole('button', { name: 'Cancelar pedido' }));
    await waitFor(
      () => expect(field).toHaveAccessibleDescription(/Esta ação não está disponível neste site/),
      WAIT,
    );
  });
});
