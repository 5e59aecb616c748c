import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { languageAtom } from '../state/preferenceAtoms.ts';
import { recordRequests } from '../test/lobbyTestKit.ts';
import { renderApp, simulatedGatewayForFile } from '../test/renderApp.tsx';
import { activateLanguage } from './i18n.ts';

const mock = simulatedGatewayForFile();

afterAll(async () => {
  await activateLanguage('PT-BR');
});

describe('§1 languages: choosing a language asks the gateway again in it', () => {
  it('switches the page to English and reads what is on screen again with EN', async () => {
    const view = await renderApp(mock);
    await screen.findByRole('navigation', { name: 'Categorias de jogos' }, { timeout: 5000 });
    const seen = recordRequests(mock);

    fireEvent.change(await screen.findByRole('combobox', { name: 'Idioma' }), { target: { value: 'EN' } });

    await screen.findByRole('combobox', { name: 'Language' });
    expect(localStorage.getItem('sorte.language')).toBe('EN');
    // What the home page shows from the gateway: the menus, the notices, the hot games, the help topics.
    const asked = () => seen.map((request) => request.url.pathname);
    await waitFor(() =>
      expect(asked()).toEqual(
        expect.arrayContaining([
          '/lgw/games/game_menus',
          '/wps/relay/MCSFE_getPopularNotices',
          '/wps/relay/GCSGAME_hotGamesV2',
          '/wps/system/helpCenter',
        ]),
      ),
    );
    expect(seen.filter((request) => request.language !== 'EN')).toEqual([]);
    expect(view.store.get(languageAtom)).toBe('EN');
  });

  it("relabels the navigation bar's category items at once, without a reload (issue 23: they stayed in Portuguese)", async () => {
    await activateLanguage('PT-BR');
    await renderApp(mock);
    const nav = await screen.findByRole('navigation', { name: /navegação principal/i }, { timeout: 5000 });
    await within(nav).findByRole('link', { name: 'Loteria' }, { timeout: 5000 });

    fireEvent.change(await screen.findByRole('combobox', { name: 'Idioma' }), { target: { value: 'EN' } });

    const englishNav = await screen.findByRole('navigation', { name: /main navigation/i }, { timeout: 5000 });
    await within(englishNav).findByRole('link', { name: 'Lottery' }, { timeout: 5000 });
    expect(within(englishNav).queryByRole('link', { name: 'Loteria' })).toBeNull();
  });
});
