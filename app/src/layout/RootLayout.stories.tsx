import { applyScenario, mockDb, type ScenarioPatch } from '@sorte/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import type { RuntimeConfig } from '../config/runtimeConfig.ts';
import { createRoutes } from '../router.tsx';
import { pendingPasswordChangeAtom } from '../state/sessionAtoms.ts';
import { ConnectedStory, startSimulatedGateway } from '../stories/ConnectedStory.tsx';
import { freezeCalendarYear, PHONE, reduceMotion, signIn } from '../stories/ScreenStory.tsx';

type Session = 'anonymous' | 'player' | 'forced-change';

interface ShellParameters {
  session?: Session;
  scenario?: ScenarioPatch;
  config?: Partial<RuntimeConfig>;
  initialPath?: string;
}

/** The whole site shell (spec §2 Layout, §4 System status) on the app's own routes and the simulated gateway. */
const meta = {
  title: 'Screens/Site shell',
  tags: ['!autodocs'],
  render: (_args, { parameters }) => {
    const { session = 'anonymous', config, initialPath } = parameters as ShellParameters;
    return (
      <ConnectedStory
        routes={createRoutes}
        {...(config ? { config } : {})}
        {...(initialPath ? { initialPath } : {})}
        prepare={(store) => {
          if (session === 'player') signIn(store, 'jogador01');
          if (session === 'forced-change') {
            signIn(store, 'novato01');
            store.set(pendingPasswordChangeAtom, { reason: 'default-password', oldPassword: 'Sorte@123' });
          }
        }}
      />
    );
  },
  beforeEach: (context) => {
    startSimulatedGateway(context);
    const { scenario } = context.parameters as ShellParameters;
    if (scenario) applyScenario(scenario, mockDb);
    const thawYear = freezeCalendarYear(2026);
    const restoreMotion = reduceMotion();
    return () => {
      thawYear();
      restoreMotion();
    };
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header, once the lazily loaded home page has rendered (so screenshots never catch it half-loaded). */
const banner = async () => {
  await screen.findByRole('heading', { level: 1 }, { timeout: 12_000 });
  return screen.getByRole('banner');
};
export const Anonymous: Story = {
  play: async () => {
    const header = within(await banner());
    await expect(header.getByRole('button', { name: /^(entrar|log in)$/i })).toBeVisible();
    await expect(header.getByRole('button', { name: /^(cadastrar|register)$/i })).toBeVisible();
    await expect(screen.getByRole('complementary', { name: /menu lateral|side menu/i })).toBeVisible();
    // The footer is its own lazy chunk, asked for once the page has painted.
    await expect(await screen.findByRole('contentinfo', undefined, { timeout: 8000 })).toBeVisible();
  },
};

export const LoggedIn: Story = {
  parameters: { session: 'player' },
  play: async ({ userEvent }) => {
    const header = within(await banner());
    const member = await header.findByRole('button', { name: /Ana Souza/ });
    await waitFor(() => expect(header.getByText(/1[.,]523[.,]75/)).toBeVisible());
    await userEvent.click(member);
    // The drop-down's part of the member catalog can still be loading on a busy machine.
    await expect(
      await header.findByRole('button', { name: /alterar senha|change password/i }, { timeout: 8000 }),
    ).toBeVisible();
    // §2 Member dropdown: the member centre first, then its deposit and withdraw popups (the §2 flag).
    const account = header.getByRole('list', { name: /^(conta|account)$/i });
    const links = within(account).getAllByRole('link');
    await expect(links[0]).toHaveAttribute('href', '/member');
    await expect(links[0]).toHaveAccessibleName(/^(central do membro|member centre)$/i);
    await expect(within(account).getByRole('button', { name: /^(depositar|deposit)$/i })).toBeVisible();
    await expect(within(account).getByRole('button', { name: /^(sacar|withdraw)$/i })).toBeVisible();
    await expect(header.getByRole('button', { name: /^(sair|log out)$/i })).toBeVisible();
  },
};

export const VoluntaryPasswordChange: Story = {
  parameters: { session: 'player' },
  play: async ({ userEvent }) => {
    const header = within(await banner());
    await userEvent.click(await header.findByRole('button', { name: /Ana Souza/ }));
    await userEvent.click(
      await header.findByRole('button', { name: /alterar senha|change password/i }, { timeout: 8000 }),
    );
    const dialog = await screen.findByRole(
      'dialog',
      { name: /alterar senha|change password/i },
      // The popup's code loads on first open when the idle-time preload has not run yet (a busy machine).
      { timeout: 8000 },
    );
    await waitFor(() => expect(within(dialog).getByLabelText(/senha atual|current password/i)).toBeVisible());
    // The hint shows the gateway's rule (8 - 20) once it is read, not the configured one.
    await within(dialog).findByText(/^(de 8 a 20 caracteres|8 to 20 characters)\.$/i, undefined, {
      timeout: 8000,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: /^(alterar senha|change password)$/i }));
    await expect(within(dialog).getByLabelText(/senha atual|current password/i)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const ForcedPasswordChange: Story = {
  parameters: { session: 'forced-change' },
  play: async () => {
    const dialog = await screen.findByRole(
      'dialog',
      { name: /alterar senha|change password/i },
      // The popup's code loads on first open when the idle-time preload has not run yet (a busy machine).
      { timeout: 8000 },
    );
    await expect(dialog).toHaveTextContent(/senha padrão|default password/i);
    await within(dialog).findByText(/^(de 8 a 20 caracteres|8 to 20 characters)\.$/i, undefined, {
      timeout: 8000,
    });
    await expect(within(dialog).queryByLabelText(/senha atual|current password/i)).toBeNull();
    await expect(within(dialog).queryByRole('button', { name: /fechar|close/i })).toBeNull();
  },
};

export const Maintenance: Story = {
  parameters: { scenario: { systemStatus: 1 } },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: /manutenção|maintenance/i }, { timeout: 12_000 }),
    ).toBeVisible();
    await expect(screen.queryByRole('banner')).toBeNull();
  },
};

export const RegionBlocked: Story = {
  parameters: { scenario: { systemStatus: 2, visitorIp: '203.0.113.9' } },
  play: async () => {
    await expect(await screen.findByText('203.0.113.9')).toBeVisible();
    await expect(screen.queryByRole('banner')).toBeNull();
  },
};

export const PhoneDrawer: Story = {
  globals: PHONE,
  play: async ({ userEvent }) => {
    const header = within(await banner());
    await userEvent.click(header.getByRole('button', { name: /^menu$/i }));
    const drawer = await screen.findByRole('dialog', { name: /menu/i }, { timeout: 8000 });
    await expect(within(drawer).getByRole('link', { name: /início|home/i })).toBeVisible();
  },
};

// The app links of the permission info are on the operator's main domain, which its config allows.
const appLinksAllowed = { allowedLinkHosts: ['sorte.example', 't.me'] };
const sideMenu = () =>
  screen.findByRole('complementary', { name: /menu lateral|side menu/i }, { timeout: 12_000 });

/** Spec §2 Layout: the side menu complete for a visitor; VIP, invite and bet record lead to the login popup. */
export const SideMenuVisitor: Story = {
  parameters: { config: appLinksAllowed },
  play: async () => {
    await banner();
    const menu = within(await sideMenu());
    for (const name of [/^vip$/i, /convidar amigos|invite friends/i, /histórico de apostas|bet record/i]) {
      await expect(await menu.findByRole('link', { name })).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/login\?redirect=/),
      );
    }
    await expect(await menu.findByRole('img', { name: /ios/i }, { timeout: 8000 })).toBeVisible();
    await expect(menu.getByRole('img', { name: /android/i })).toBeVisible();
    await expect(menu.getByRole('link', { name: /telegram/i })).toHaveAttribute('target', '_blank');
  },
};

/** The side menu for a member: the download QR codes, home, and the VIP page for an AUTO club label. */
export const SideMenuMember: Story = {
  parameters: { session: 'player', config: appLinksAllowed },
  play: async () => {
    await banner();
    const menu = within(await sideMenu());
    await expect(await menu.findByRole('img', { name: /ios/i }, { timeout: 8000 })).toBeVisible();
    await expect(menu.getByRole('link', { name: /início|home/i })).toBeVisible();
    // jogador01's club label type is AUTO: its VIP entry opens the VIP page.
    await expect(menu.getByRole('link', { name: /^vip$/i })).toHaveAttribute('href', '/vip');
  },
};

/** Spec §2 Layout: the footer complete: help list, products, follow us and the vendor logos. */
export const FooterComplete: Story = {
  parameters: { config: appLinksAllowed },
  play: async () => {
    await banner();
    const footer = within(await screen.findByRole('contentinfo', undefined, { timeout: 8000 }));
    const help = within(footer.getByRole('region', { name: /ajuda|help/i }));
    await expect(
      await help.findByRole('link', { name: /termos e condições/i }, { timeout: 8000 }),
    ).toHaveAttribute('href', '/help#term');
    const products = within(
      await footer.findByRole('region', { name: /produtos|products/i }, { timeout: 8000 }),
    );
    await expect(products.getByRole('link', { name: /rinha de galo|cockfight/i })).toHaveAttribute(
      'href',
      '/?tab=COCKFIGHT',
    );
    await expect(footer.getByRole('region', { name: /siga-nos|follow us/i })).toBeVisible();
    const vendors = within(footer.getByRole('region', { name: /provedores de jogos|game providers/i }));
    await expect(vendors.getByRole('img', { name: 'SV3 Rinha' })).toBeInTheDocument();
    // The picture is the footer itself: the lobby above it fills while the story runs.
    (await screen.findByRole('contentinfo', undefined, { timeout: 8000 })).dataset.screenshot = '';
  },
};

/**
 * Phones (390×844): the right bar is a dock along the bottom edge, not buttons floating over the lobby; every game
 * card heart above the dock can be hit, and the page's end scrolls clear of the dock.
 */
export const PhoneLayout: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await banner();
    const dock = await screen.findByRole(
      'complementary',
      { name: /acesso rápido|quick access/i },
      { timeout: 8000 },
    );
    const hearts = await screen.findAllByRole(
      'button',
      { name: /^(favorito|favourite)$/i },
      { timeout: 8000 },
    );
    const dockTop = dock.getBoundingClientRect().top;
    await expect(Math.round(dock.getBoundingClientRect().bottom)).toBe(window.innerHeight);
    for (const heart of hearts.slice(0, 6)) {
      heart.scrollIntoView({ block: 'center' });
      const box = heart.getBoundingClientRect();
      await expect(box.bottom).toBeLessThanOrEqual(dockTop);
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      await expect(heart.contains(hit)).toBe(true);
    }
    const footer = await screen.findByRole('contentinfo', undefined, { timeout: 8000 });
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    await waitFor(() =>
      expect(footer.lastElementChild?.getBoundingClientRect().bottom ?? 0).toBeLessThanOrEqual(dockTop + 1),
    );
    window.scrollTo(0, 0);
  },
};
