import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import {
  PAGE_WAIT,
  PHONE,
  prepareScreen,
  renderScreen,
  STORY_NOW,
  storyLocation,
} from '../../stories/ScreenStory.tsx';

/**
 * The agent centre (spec §2 /agentHome, Agent menu; §9 agent clock) on the simulated gateway, signed in as agente1
 * (an agent of type 1 with every §3 Consolidated contract flag on by default).
 */
const meta = {
  title: 'Screens/Agent centre',
  tags: ['!autodocs'],
  render: renderScreen,
  parameters: { account: 'agente1', path: '/agentHome' },
  beforeEach: (context) => prepareScreen(context, { clockAt: STORY_NOW }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop', isRotated: false } };

const agentMenu = () =>
  screen.findByRole('navigation', { name: /^(menu do agente|agent menu)$/i }, PAGE_WAIT);

const balanceShown = () =>
  waitFor(
    () =>
      expect(screen.getByRole('region', { name: /^(sua conta|your account)$/i })).toHaveTextContent(/R\$/),
    PAGE_WAIT,
  );

/** A phone on /agentHome: the summary, the shortcuts and the menu; the clock in the top bar at Brasília's time. */
export const PhoneMenu: Story = {
  globals: PHONE,
  play: async () => {
    const menu = await agentMenu();
    await balanceShown();
    await expect(within(menu).getByRole('link', { name: /^(depósito|deposit)$/i })).toHaveAttribute(
      'href',
      '/agentHome/deposit',
    );
    await expect(
      within(menu).getByRole('link', { name: /^(anúncios do agente|agent announcements)$/i }),
    ).toHaveAttribute('href', '/agentHome/announcements');
    // The clock reads in the active language, like every date of the site (English in the right-to-left run).
    const banner = within(screen.getByRole('banner'));
    const clock = banner.getByText(/^12:00:00(\sPM)?$/);
    await expect(clock.closest('time')).toHaveAttribute('datetime', '2026-11-25T12:00:00-03:00');
    // On a phone the date is short, so the clock keeps to two lines (issue 23 defect 9).
    await expect(banner.getByText(/^(25\/11\/2026|11\/25\/26)$/)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/**
 * A desktop on /agentHome with no page open: CentreFrame's landing (issue 23, the agent's dashboard) takes the page's
 * place beside the menu.
 */
export const DesktopLanding: Story = {
  globals: desktop,
  play: async () => {
    const menu = await agentMenu();
    await balanceShown();
    const today = await screen.findByRole(
      'heading',
      { name: /^(hoje, comparado com ontem|today, compared with yesterday)$/i },
      PAGE_WAIT,
    );
    // Beside the menu, not under it.
    await expect(today.getBoundingClientRect().top).toBeLessThan(menu.getBoundingClientRect().bottom);
  },
};

/** A phone on /agentHome/deposit: the member centre's deposit page in the agent frame, with a back control. */
export const PhoneDeposit: Story = {
  parameters: { path: '/agentHome/deposit' },
  globals: PHONE,
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: /^(depósito|deposit)$/i }, PAGE_WAIT);
    await screen.findByRole('radio', { name: /pix/i }, PAGE_WAIT);
    await expect(screen.getByRole('link', { name: /^(voltar ao menu|back to menu)$/i })).toHaveAttribute(
      'href',
      '/agentHome',
    );
    await expect(screen.queryByRole('navigation', { name: /^(menu do agente|agent menu)$/i })).toBeNull();
  },
};

/** A desktop on the agent announcements: the menu beside the page, its item marked. */
export const DesktopAnnouncements: Story = {
  parameters: { path: '/agentHome/announcements' },
  globals: desktop,
  play: async () => {
    const menu = await agentMenu();
    await expect(
      within(menu).getByRole('link', { name: /^(anúncios do agente|agent announcements)$/i }),
    ).toHaveAttribute('aria-current', 'page');
    await screen.findByText('Novas taxas de dividendos a partir de dezembro', {}, PAGE_WAIT);
    await balanceShown();
    await expect(storyLocation()).toBe('/agentHome/announcements');
  },
};

/** A desktop on the register centre: the downline form and the invitation link with its QR code. */
export const DesktopRegisterCentre: Story = {
  parameters: { path: '/agentHome/register' },
  globals: desktop,
  play: async () => {
    await screen.findByRole('textbox', { name: /^(apelido|nickname)/i }, PAGE_WAIT);
    await screen.findByRole('img', { name: /qr/i }, PAGE_WAIT);
    await balanceShown();
  },
};

/**
 * An agent whose dividend contract is disabled (scenario agentContracts no-dividend): the §3 Consolidated flags
 * arrive with divtypereq off, and the menu has no dividend records item (§2).
 */
export const DividendDisabled: Story = {
  parameters: { scenario: { agentContracts: 'no-dividend' } },
  globals: PHONE,
  play: async () => {
    const menu = await agentMenu();
    await waitFor(
      () =>
        expect(JSON.parse(sessionStorage.getItem('consolidated') ?? '{}')).toMatchObject({
          divtypereq: false,
        }),
      PAGE_WAIT,
    );
    await expect(within(menu).queryByRole('link', { name: /dividend/i })).toBeNull();
    await balanceShown();
  },
};
