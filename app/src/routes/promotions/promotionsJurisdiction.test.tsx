import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, simulatedGatewayForFile } from '../../test/renderApp.tsx';

// Issue 26 item 1 under "jurisdiction": "BR": no promotion whose reward is conditioned on a deposit is shown
// (Portaria SPA/MF 1.231/2024 art. 42). The simulated gateway's "Bônus de boas-vindas" and "Recarga premiada" have
// promotionType DEPOSIT (the reading `depositConditioned`, docs/member-centre.md).
const mock = simulatedGatewayForFile();
const WAIT = { timeout: 15_000 };

describe('issue 26 item 1: promotions conditioned on a deposit', () => {
  it('under BR the promotions page and the side menu leave them out', async () => {
    await renderApp(mock, { url: '/promotions', config: { jurisdiction: 'BR' } });
    const main = await screen.findByRole('main');
    await within(main).findByText('Giros grátis do fim de semana', {}, WAIT);
    expect(within(main).queryByText('Bônus de boas-vindas')).toBeNull();
    expect(within(main).queryByText('Recarga premiada')).toBeNull();
    const menu = await screen.findByRole('complementary', { name: 'Menu lateral' }, WAIT);
    await within(menu).findByRole('link', { name: 'Giros grátis do fim de semana' }, WAIT);
    expect(within(menu).queryByRole('link', { name: 'Bônus de boas-vindas' })).toBeNull();
  });

  it('without the profile they are shown like any other', async () => {
    await renderApp(mock, { url: '/promotions' });
    const main = await screen.findByRole('main');
    await waitFor(() => expect(within(main).getByText('Bônus de boas-vindas')).toBeVisible(), WAIT);
    expect(within(main).getByText('Recarga premiada')).toBeVisible();
    const menu = await screen.findByRole('complementary', { name: 'Menu lateral' }, WAIT);
    expect(await within(menu).findByRole('link', { name: 'Bônus de boas-vindas' }, WAIT)).toBeVisible();
  });
});
