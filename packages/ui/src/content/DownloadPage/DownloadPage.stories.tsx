import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { InstallAppAction } from '../../layout/InstallAppAction/index.ts';
import { androidQrSrc, iosQrSrc } from '../fixtures.ts';
import { storyPage } from '../storyFrame.css.ts';
import { DownloadPage } from './DownloadPage.tsx';

const meta = {
  title: 'Pages/DownloadPage',
  component: DownloadPage,
  args: {
    iosQrSrc,
    androidQrSrc,
    iosHref: 'https://apps.sorte.example/ios',
    androidHref: 'https://apps.sorte.example/android.apk',
  },
  decorators: [
    (Story) => (
      <div className={storyPage}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DownloadPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BothPlatforms: Story = {
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('img', { name: /iOS$/ })).toHaveAttribute('src', args.iosQrSrc);
    await expect(canvas.getByRole('img', { name: /Android$/ })).toHaveAttribute('src', args.androidQrSrc);
    const ios = canvas.getByRole('link', { name: /^(Baixar para iOS|Download for iOS)/ });
    await expect(ios).toHaveAttribute('href', args.iosHref);
    await expect(ios).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(
      canvas.getByRole('link', { name: /^(Baixar para Android|Download for Android)/ }),
    ).toHaveAttribute('href', args.androidHref);
  },
};

/** Only Android is offered: iOS says so instead of showing a code that leads nowhere. */
export const AndroidOnly: Story = {
  args: { iosQrSrc: null, iosHref: null },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^(Ainda não disponível\.|Not available yet\.)$/)).toBeVisible();
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const codes = await canvas.findAllByRole('img');
    await expect(codes).toHaveLength(2);
    await expect(codes[0]?.getBoundingClientRect().width).toBe(200);
  },
};

/** Where the browser can install the site, the app's "Instalar o app" action leads the page. */
export const WithInstallAction: Story = {
  args: { installAction: <InstallAppAction offer="prompt" onInstall={fn()} /> },
  play: async ({ canvas }) => {
    const install = canvas.getByRole('button', { name: /^(Instalar o app|Install the app)$/ });
    await expect(install).toBeVisible();
    // Before the store links: installing needs no store.
    const [firstLink] = canvas.getAllByRole('link');
    await expect(
      install.compareDocumentPosition(firstLink as Node) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  },
};
