import { mirrorSites } from '@sorte/domain';
import { domainRouteFixture } from '@sorte/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyPage } from '../storyFrame.css.ts';
import { MirrorList } from './MirrorList.tsx';

// The simulated gateway's domain routes with a mirror on a port and hostile entries (dropped by the domain), seen
// from www.sorte.example.
const sites = mirrorSites(
  [
    ...domainRouteFixture().list.map((entry) => entry.domain),
    'https://espelho.sorte.example:8443/entrar',
    'javascript:alert(1)',
    '*.sorte.example',
  ],
  'www.sorte.example',
);

const meta = {
  title: 'Content/MirrorList',
  component: MirrorList,
  args: { sites, status: 'ready', onCopy: fn(), onRetry: fn() },
  decorators: [
    (Story) => (
      <div className={storyPage}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MirrorList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const list = canvas.getByRole('list', { name: /^(Endereços do site|The site's addresses)$/ });
    const links = within(list).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://sorte.example/',
      'https://www.sorte.example/',
      'https://espelho.sorte.example:8443/',
    ]);
    const here = within(list)
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current'));
    await expect(here).toHaveTextContent(/www\.sorte\.example/);
    await expect(here).toHaveTextContent(/Você está aqui|You are here/);
    await userEvent.click(canvas.getByRole('button', { name: /espelho\.sorte\.example:8443$/ }));
    await expect(args.onCopy).toHaveBeenCalledWith(
      expect.objectContaining({ href: 'https://espelho.sorte.example:8443/' }),
    );
  },
};

export const Copied: Story = {
  args: { copiedHref: 'https://sorte.example/' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/^(Copiado|Copied)$/);
  },
};

export const Empty: Story = {
  args: { sites: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        /^(Nenhum endereço alternativo disponível no momento\.|No other address right now\.)$/,
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Failed: Story = {
  args: { sites: [], status: 'error', failure: 'network' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(Tentar novamente|Try again)$/ }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
