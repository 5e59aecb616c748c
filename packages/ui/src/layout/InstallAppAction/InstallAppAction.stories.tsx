import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { uiText } from '../fixtures.ts';
import { InstallAppAction } from './InstallAppAction.tsx';

const meta = {
  title: 'Shell/InstallAppAction',
  component: InstallAppAction,
  args: { offer: 'prompt', onInstall: fn() },
} satisfies Meta<typeof InstallAppAction>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The browser fired `beforeinstallprompt`: one button opens its install prompt. */
export const BrowserPrompt: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: uiText('Instalar o app', 'Install the app') }));
    await expect(args.onInstall).toHaveBeenCalledOnce();
  },
};

/** iOS Safari has no install prompt: the steps through the Share menu. */
export const IosSafariGuide: Story = {
  args: { offer: 'ios' },
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: uiText('Instalar o app', 'Install the app') }),
    ).toBeVisible();
    const steps = canvas.getAllByRole('listitem');
    await expect(steps).toHaveLength(3);
    await expect(steps[1]).toHaveTextContent(
      uiText('Escolha “Adicionar à Tela de Início”.', 'Choose “Add to Home Screen”.'),
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const IosSafariGuideArabic: Story = {
  args: { offer: 'ios' },
  globals: { locale: 'AR' },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('list')).direction).toBe('rtl');
  },
};
