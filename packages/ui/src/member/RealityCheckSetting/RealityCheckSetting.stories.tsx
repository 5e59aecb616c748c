import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { cashierStoryFrame } from '../../cashier/storyFrame.tsx';
import { uiText } from '../../layout/fixtures.ts';
import { RealityCheckSetting } from './RealityCheckSetting.tsx';

const meta = {
  title: 'Member/RealityCheckSetting',
  component: RealityCheckSetting,
  args: { minutes: 60, onChange: fn() },
  decorators: [cashierStoryFrame],
} satisfies Meta<typeof RealityCheckSetting>;

export default meta;
type Story = StoryObj<typeof meta>;

const interval = (canvas: { getByRole: (role: 'combobox', options: { name: RegExp }) => HTMLElement }) =>
  canvas.getByRole('combobox', {
    name: uiText('Mostrar o lembrete a cada', 'Show the reminder every'),
  }) as HTMLSelectElement;

/** The default hour, chosen among 15 to 120 minutes; a choice is sent as minutes. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(
      canvas.getByRole('region', { name: uiText('Lembrete de sessão', 'Session reminder') }),
    ).toBeVisible();
    const select = interval(canvas);
    await expect(select).toHaveValue('60');
    await expect([...select.options].map((option) => Number(option.value))).toEqual([
      15, 30, 45, 60, 90, 120,
    ]);
    await userEvent.selectOptions(select, '30');
    await expect(args.onChange).toHaveBeenCalledWith(30);
  },
};

/** An interval set elsewhere that is not among the choices still shows as it is. */
export const OtherInterval: Story = {
  args: { minutes: 75 },
  play: async ({ canvas }) => {
    await expect(interval(canvas)).toHaveValue('75');
  },
};

/** While it is sent, the choice waits. */
export const Saving: Story = {
  args: { status: 'saving' },
  play: async ({ canvas }) => {
    await expect(interval(canvas)).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent(uiText('Salvando…', 'Saving…'));
  },
};

/** Kept by the gateway. */
export const Saved: Story = {
  args: { minutes: 30, status: 'saved' },
  play: async ({ canvas }) => {
    await expect(interval(canvas)).toHaveAccessibleDescription(
      uiText('Salvo: a cada 30 minutos.', 'Saved: every 30 minutes.'),
    );
  },
};

/** Refused: said under the choice. */
export const Failed: Story = {
  args: { status: 'failed' },
  play: async ({ canvas }) => {
    await expect(interval(canvas)).toHaveAccessibleDescription(
      uiText('Não foi possível salvar. Tente novamente.', 'Could not save. Try again.'),
    );
  },
};

/** This site's gateway keeps no interval: it applies in this browser until logout, and the page says so. */
export const KeptInThisBrowser: Story = {
  args: { minutes: 15, status: 'local' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/navegador|browser/);
    await expect(interval(canvas)).not.toBeDisabled();
  },
};
