import { failures } from '@sorte/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { PAGE_WAIT, prepareScreen, renderScreen, storyLocation } from '../../stories/ScreenStory.tsx';

/** The game centres of spec §2 on the simulated gateway: game lists (/live, /pvp) and vendor based (/sports). */
const meta = {
  title: 'Screens/Game centres',
  tags: ['!autodocs'],
  render: renderScreen,
  beforeEach: prepareScreen,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const LIVE = /^(cassino ao vivo|live casino)$/i;
const GAMES_PER_PAGE = 18;

/** The centre's game grid once its first page has arrived (never a skeleton in the screenshot). */
const gameList = async (name: RegExp) => {
  const list = await screen.findByRole('list', { name }, PAGE_WAIT);
  await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(GAMES_PER_PAGE), PAGE_WAIT);
  return list;
};

export const LiveCasino: Story = {
  parameters: { path: '/live' },
  play: async ({ userEvent }) => {
    await expect(await screen.findByRole('heading', { level: 1, name: LIVE }, PAGE_WAIT)).toBeVisible();
    const firstPage = await gameList(LIVE);
    const firstGame = within(firstPage).getAllByRole('article')[0]?.textContent;
    const vendors = screen.getByRole('group', { name: /^(fornecedor|vendor)$/i });
    await expect(within(vendors).getByRole('button', { name: /^(todos|all)$/i })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(within(vendors).getAllByRole('button').length).toBeGreaterThan(2);
    const classes = screen.getByRole('group', { name: /^(tipo de jogo|game type)$/i });
    await expect(within(classes).getByRole('button', { name: /bacar|baccarat/i })).toBeVisible();
    const pagination = screen.getByRole('navigation', { name: /paginação|pagination/i });
    await expect(within(pagination).getByRole('link', { name: /(página|page) 1$/i })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The page lives in the URL: the second page is a link that back, forward and sharing keep.
    await userEvent.click(within(pagination).getByRole('link', { name: /(página|page) 2$/i }));
    await waitFor(() => expect(storyLocation()).toBe('/live?page=2'), PAGE_WAIT);
    await expect(within(pagination).getByRole('link', { name: /(página|page) 2$/i })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The screenshot waits for the second page's games, not the first page's still on screen.
    const firstCard = () => within(screen.getByRole('list', { name: LIVE })).queryAllByRole('article')[0];
    await waitFor(() => expect(firstCard()?.textContent).not.toBe(firstGame), PAGE_WAIT);
    await gameList(LIVE);
  },
};

export const SportsVendors: Story = {
  parameters: { path: '/sports' },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: /^(esportes|sports)$/i }, PAGE_WAIT),
    ).toBeVisible();
    const vendors = await screen.findByRole('list', { name: /^(esportes|sports)$/i }, PAGE_WAIT);
    // Home shows the first 5 sports vendors; the centre shows all 6.
    await waitFor(() => expect(within(vendors).getAllByRole('listitem')).toHaveLength(6), PAGE_WAIT);
    await expect(within(vendors).getAllByRole('button', { name: /jogar agora|play now/i })).toHaveLength(6);
    await expect(screen.queryByRole('searchbox')).toBeNull();
  },
};

export const PvpSearchWithoutResults: Story = {
  parameters: { path: '/pvp' },
  play: async ({ userEvent }) => {
    await gameList(/^pvp$/i);
    const search = screen.getByRole('search');
    await userEvent.type(within(search).getByRole('searchbox'), '  zzzz  ');
    await userEvent.click(within(search).getByRole('button', { name: /^(buscar|search)$/i }));
    // The name is trimmed and kept in the URL.
    await waitFor(() => expect(storyLocation()).toBe('/pvp?name=zzzz'), PAGE_WAIT);
    await expect(
      await screen.findByText(/nenhum jogo encontrado|no games found/i, undefined, PAGE_WAIT),
    ).toBeVisible();
    await expect(screen.queryByRole('navigation', { name: /paginação|pagination/i })).toBeNull();
  },
};

export const GatewayFailure: Story = {
  parameters: { path: '/live' },
  beforeEach: ({ msw }) => msw.use(failures.serverError('gameList')),
  play: async () => {
    await expect(
      // A 500 is no network or timeout failure: spec §8 'Unknown error', with a retry.
      await screen.findByText(/erro desconhecido|unknown error/i, undefined, PAGE_WAIT),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: /tentar novamente|try again/i })).toBeEnabled();
    await expect(screen.queryByRole('article')).toBeNull();
  },
};

export const PhoneLiveCasino: Story = {
  parameters: { path: '/live' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await gameList(LIVE);
    await expect(within(screen.getByRole('banner')).getByRole('button', { name: /^menu$/i })).toBeVisible();
    await expect(screen.getByRole('searchbox')).toBeVisible();
    // Nothing on the page is wider than the phone.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/** The Arabic catalog in a right-to-left page: every text of the page is Arabic, the layout mirrored. */
export const ArabicLiveCasino: Story = {
  parameters: { path: '/live' },
  globals: { locale: 'AR' },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'كازينو مباشر' }, PAGE_WAIT),
    ).toBeVisible();
    await gameList(/^كازينو مباشر$/);
    await expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
    await expect(screen.getByRole('navigation', { name: 'التنقل الرئيسي' })).toBeVisible();
    await expect(screen.getByRole('group', { name: 'المزوّد' })).toBeVisible();
    await expect(screen.queryByText(/^(Live casino|Cassino ao vivo)$/i)).toBeNull();
  },
};
