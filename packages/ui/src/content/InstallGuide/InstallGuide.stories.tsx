import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import { InstallAppAction } from '../../layout/InstallAppAction/index.ts';
import { storyPage } from '../storyFrame.css.ts';
import { InstallGuide } from './InstallGuide.tsx';

const meta = {
  title: 'Pages/InstallGuide',
  component: InstallGuide,
  args: { platform: 'ios', downloadHref: '/down' },
  decorators: [
    (Story) => (
      <div className={storyPage}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InstallGuide>;

export default meta;
type Story = StoryObj<typeof meta>;

const tutorialTitles = (canvas: ReturnType<typeof within>) =>
  canvas.getAllByRole('heading', { level: 2 }).map((heading: HTMLElement) => heading.textContent);

/** On an iPhone: the Share-menu steps first, marked as the player's device. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    const [first] = tutorialTitles(canvas);
    await expect(first).toMatch(uiText('iPhone e iPad (Safari)', 'iPhone and iPad (Safari)'));
    const ios = canvas.getAllByRole('region')[0] as HTMLElement;
    await expect(within(ios).getByText(uiText('Seu aparelho', 'Your device'))).toBeVisible();
    await expect(within(ios).getAllByRole('listitem')).toHaveLength(3);
    await expect(
      canvas.getByRole('link', { name: uiText('Ir para a página de download', 'Go to the download page') }),
    ).toHaveAttribute('href', '/down');
  },
};

/** A computer whose browser offered its install prompt: the button above, the desktop steps first. */
export const DesktopWithPrompt: Story = {
  args: { platform: 'desktop', installAction: <InstallAppAction offer="prompt" onInstall={fn()} /> },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: uiText('Instalar o app', 'Install the app') }),
    ).toBeVisible();
    const titles = tutorialTitles(canvas);
    await expect(titles[0]).toMatch(uiText('Computador (Chrome ou Edge)', 'Computer (Chrome or Edge)'));
    await expect(titles).toHaveLength(4);
  },
};

export const Android: Story = {
  args: { platform: 'android' },
  play: async ({ canvas }) => {
    const android = canvas.getAllByRole('region')[0] as HTMLElement;
    await expect(within(android).getByRole('heading', { level: 2 })).toHaveTextContent(
      uiText('Android (Chrome)', 'Android (Chrome)'),
    );
    await expect(within(android).getAllByRole('listitem')).toHaveLength(4);
  },
};
