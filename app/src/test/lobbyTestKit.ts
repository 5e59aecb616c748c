import { gameCatalog } from '@sorte/mocks/fixtures';
import type { MockServer } from '@sorte/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, onTestFinished } from 'vitest';
import { findDialog, type renderApp } from './renderApp.tsx';

export type AppView = Awaited<ReturnType<typeof renderApp>>;

/** Logs in through the header's login popup and waits for it to close. */
export async function logInFromHeader({ user }: AppView, username = 'jogador01', password = 'Sorte2026') {
  await user.click(within(await screen.findByRole('banner')).getByRole('button', { name: 'Entrar' }));
  const dialog = await findDialog('Entrar');
  await user.type(within(dialog).getByRole('textbox', { name: /^nome de usuário/i }), username);
  await user.type(within(dialog).getByLabelText(/^senha/i), password);
  await user.click(within(dialog).getByRole('button', { name: 'Entrar' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Entrar' })).toBeNull());
}

/** Signs an agent in with the form of /agent (the view is there) and waits for the agent centre, /agentHome. */
export async function logInAsAgent(view: AppView, username = 'agente1') {
  const heading = await screen.findByRole('heading', { name: 'Centro do agente' }, { timeout: 5000 });
  const form = heading.closest('section')!;
  await view.user.type(within(form).getByRole('textbox', { name: /^nome de usuário/i }), username);
  await view.user.type(within(form).getByLabelText(/^senha/i), 'Sorte2026');
  await view.user.click(within(form).getByRole('button', { name: 'Entrar' }));
  await waitFor(() => expect(view.router.state.location.pathname).toBe('/agentHome'), { timeout: 5000 });
}

export interface SeenRequest {
  method: string;
  url: URL;
  authorization: string | null;
  /** The §1 code of the language the request was sent in (Accept-Language). */
  language: string | null;
}

/** Every request the app sends to the simulated gateway during the current test. */
export function recordRequests(mock: MockServer): SeenRequest[] {
  const seen: SeenRequest[] = [];
  const listener = ({ request }: { request: Request }) => {
    seen.push({
      method: request.method,
      url: new URL(request.url),
      authorization: request.headers.get('authorization'),
      language: request.headers.get('accept-language'),
    });
  };
  mock.server.events.on('request:start', listener);
  onTestFinished(() => {
    mock.server.events.removeListener('request:start', listener);
  });
  return seen;
}

/** The requests to one gateway path (e.g. '/wps/relay/GCSGAME_gameList'). */
export function requestsTo(seen: readonly SeenRequest[], pathname: string): SeenRequest[] {
  return seen.filter((request) => request.url.pathname === pathname);
}

/** pathname + search of the memory router's location. */
export function locationOf({ router }: AppView): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

/** The game page (/seamless) of the simulated gateway's first casino (RNG) game. */
export function rngGamePage(): string {
  const game = gameCatalog().byType.get('RNG')![0]!;
  return `/seamless?${new URLSearchParams({
    nodeId: String(game.nodeId),
    vassalage: game.vassalage,
    gameType: game.gameType,
    gameCode: game.gameCode,
    name: 'Jogo',
  })}`;
}
