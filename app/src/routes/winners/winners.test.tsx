import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, simulatedGatewayForFile } from '../../test/renderApp.tsx';

// §2 Winners list: §7 ODSFE2_getWinnerBoard with the gameCategory the URL names (?category=), ALL without one.
const mock = simulatedGatewayForFile();
const WAIT = { timeout: 10_000 };

describe('§2 Winners list: the category filter lives in the URL and asks the gateway for that category', () => {
  it('changing the filter writes ?category= and reads the board of that category; a shared link opens on it', async () => {
    const asked: (string | null)[] = [];
    mock.server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/ODSFE2_getWinnerBoard'))
        asked.push(new URL(request.url).searchParams.get('gameCategory'));
    });
    const view = await renderApp(mock, { url: '/winners' });
    const table = await screen.findByRole('table', { name: 'Ganhadores: Todas as categorias' }, WAIT);
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(asked).toContain('ALL');
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Categoria do jogo' }), 'LIVE');
    await waitFor(() => expect(view.router.state.location.search).toBe('?category=LIVE'));
    await screen.findByRole('table', { name: 'Ganhadores: Cassino ao vivo' }, WAIT);
    expect(asked.at(-1)).toBe('LIVE');

    view.unmount();
    await renderApp(mock, { url: '/winners?category=live' });
    expect(await screen.findByRole('combobox', { name: 'Categoria do jogo' }, WAIT)).toHaveValue('LIVE');
    await screen.findByRole('table', { name: 'Ganhadores: Cassino ao vivo' }, WAIT);
  });
});
