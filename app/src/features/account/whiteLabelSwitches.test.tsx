import { WHITE_LABEL_SWITCHES, type WhiteLabelSwitch } from '@sorte/gateway';
import type { ScenarioPatch } from '@sorte/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { whiteLabelModulesAtom } from '../../state/systemAtoms.ts';
import { findDialog, renderApp, simulatedGatewayForFile } from '../../test/renderApp.tsx';

// Spec §6 white-label switches: each one toggled in the simulated gateway, and what it visibly changes on the
// assembled app, on and off.
const mock = simulatedGatewayForFile();

type View = Awaited<ReturnType<typeof renderApp>>;

const field = (dialog: HTMLElement, label: RegExp) =>
  within(dialog).queryByLabelText(label, { selector: 'input' });

async function logIn(view: View, username: string) {
  const login = await findDialog('Entrar');
  await view.user.type(within(login).getByRole('textbox', { name: /^nome de usuário/i }), username);
  await view.user.type(within(login).getByLabelText(/^senha/i), 'Sorte2026');
  await view.user.click(within(login).getByRole('button', { name: 'Entrar' }));
  await waitFor(() => expect(view.store.get(sessionTokenAtom)).not.toBeNull());
  // Leaving /login closes the member menu: open it once there.
  await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
}

const registerDialog = () => findDialog('Cadastrar');
const loginDialog = () => findDialog('Entrar');

interface SwitchCase {
  name: WhiteLabelSwitch;
  effect: string;
  url: string;
  /** The other switches this case needs, besides the one under test. */
  base?: ScenarioPatch['whiteLabel'];
  /** Asserts the visible effect with the switch `on` (true) or off. */
  check: (view: View, on: boolean) => Promise<void>;
}

const CASES: SwitchCase[] = [
  {
    name: 'MOBILENUMREG3',
    effect: 'the mobile registration tab',
    url: '/register',
    base: { MOBILENUMPASSREG3: false },
    check: async (_view, on) => {
      const dialog = await registerDialog();
      expect(within(dialog).queryByRole('tab', { name: 'Celular' }) !== null).toBe(on);
    },
  },
  {
    name: 'MOBILENUMPASSREG3',
    effect: 'a password on the mobile registration tab',
    url: '/register',
    base: { MOBILENUMREG3: true },
    check: async (view, on) => {
      const dialog = await registerDialog();
      await view.user.click(within(dialog).getByRole('tab', { name: 'Celular' }));
      await waitFor(() => expect(field(dialog, /^número de celular/i)).not.toBeNull());
      expect(field(dialog, /^senha/i) !== null).toBe(on);
    },
  },
  {
    name: 'REGMOBVERF3',
    effect: 'an SMS code to register',
    url: '/register',
    check: async (_view, on) => {
      const dialog = await registerDialog();
      expect(field(dialog, /^código sms/i) !== null).toBe(on);
    },
  },
  {
    name: 'FREEPLAY3',
    effect: 'the free-play button on the login popup',
    url: '/login',
    check: async (_view, on) => {
      const login = await loginDialog();
      expect(within(login).queryByRole('button', { name: 'Jogar grátis' }) !== null).toBe(on);
    },
  },
  {
    name: 'PWDEXPFORCECHANGE3',
    effect: 'an expired password forcing the change after login',
    url: '/login',
    check: async (view, on) => {
      await logIn(view, 'expirado01');
      if (on) {
        const change = await findDialog('Alterar senha');
        expect(within(change).queryByRole('button', { name: /fechar/i })).toBeNull();
      } else {
        expect(await screen.findByRole('button', { name: /Carla Mendes/ }, { timeout: 5000 })).toBeVisible();
        expect(screen.queryByRole('dialog', { name: 'Alterar senha' })).toBeNull();
      }
    },
  },
  {
    name: 'MOBILEVERCODELOGIN3',
    effect: 'the SMS-code login tab',
    url: '/login',
    check: async (_view, on) => {
      const login = await loginDialog();
      expect(within(login).queryByRole('tab', { name: /celular/i }) !== null).toBe(on);
    },
  },
  {
    name: 'CHNGPASSVERIF3',
    effect: 'forgot password opening on the mobile tab',
    url: '/login',
    check: async (view, on) => {
      const login = await loginDialog();
      await view.user.click(within(login).getByRole('button', { name: 'Esqueceu a senha?' }));
      const forgot = await findDialog('Esqueceu a senha');
      expect(within(forgot).getByRole('tab', { name: on ? 'Celular' : 'E-mail' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    },
  },
  {
    name: 'AGENTPOLICY3',
    effect: 'the agent policy on /agent',
    url: '/agent',
    check: async (_view, on) => {
      await screen.findByRole('heading', { name: 'Centro do agente' }, { timeout: 5000 });
      expect(screen.queryByText('Política de agentes') !== null).toBe(on);
    },
  },
  {
    name: 'PTSYS3',
    effect: 'the point mall entry of the member menu',
    url: '/',
    check: async (view, on) => {
      await view.user.click(
        within(await screen.findByRole('banner')).getByRole('button', { name: 'Entrar' }),
      );
      await logIn(view, 'jogador01');
      await view.user.click(await screen.findByRole('button', { name: /Ana Souza/ }, { timeout: 5000 }));
      await screen.findByRole('button', { name: /^sair$/i }, { timeout: 5000 });
      expect(screen.queryByRole('link', { name: /Loja de pontos/ }) !== null).toBe(on);
    },
  },
];

const ROWS = CASES.flatMap((switchCase) =>
  [true, false].map((on) => ({ ...switchCase, on, state: on ? 'on' : 'off' })),
);

describe('spec §6 white-label switches, each on and off', () => {
  for (const { name, state, effect, url, base, check, on } of ROWS) {
    it(`${name} ${state}: ${effect}`, async () => {
      const view = await renderApp(mock, { url, scenario: { whiteLabel: { ...base, [name]: on } } });
      await waitFor(() => expect(view.store.get(whiteLabelModulesAtom).size).toBeGreaterThan(0));
      expect(view.store.get(whiteLabelModulesAtom).has(name)).toBe(on);
      await check(view, on);
    });
  }

  it('covers every switch of spec §6', () => {
    expect(CASES.map((switchCase) => switchCase.name).sort()).toEqual([...WHITE_LABEL_SWITCHES].sort());
  });
});
