import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, within } from 'storybook/test';
import { cashierStoryFrame } from '../../cashier/storyFrame.tsx';
import { uiText } from '../../layout/fixtures.ts';
import { PausesPanel } from './PausesPanel.tsx';

const WEEK_FROM_NOW = Date.UTC(2026, 11, 6, 15, 0);
const SIX_MONTHS_ON = Date.UTC(2027, 4, 29, 15, 0);

const meta = {
  title: 'Member/PausesPanel',
  component: PausesPanel,
  args: {
    status: 'ready',
    onRetry: fn(),
    pause: null,
    breakLength: null,
    onBreakLengthChange: fn(),
    onTakeBreak: fn(),
    exclusionLength: null,
    onExclusionLengthChange: fn(),
    onAskExclusion: fn(),
    confirmingExclusion: false,
    exclusionEndsAt: SIX_MONTHS_ON,
    onConfirmExclusion: fn(),
    onCancelExclusion: fn(),
  },
  decorators: [cashierStoryFrame],
  parameters: { wide: true },
  // The choices work as on the page: the story keeps the lengths chosen, and the spies hear each change.
  render: function Render(args) {
    const [breakLength, setBreakLength] = useState(args.breakLength);
    const [exclusionLength, setExclusionLength] = useState(args.exclusionLength);
    return (
      <PausesPanel
        {...args}
        breakLength={breakLength}
        onBreakLengthChange={(next) => {
          setBreakLength(next);
          args.onBreakLengthChange(next);
        }}
        exclusionLength={exclusionLength}
        onExclusionLengthChange={(next) => {
          setExclusionLength(next);
          args.onExclusionLengthChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof PausesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const BREAK = uiText('Fazer uma pausa', 'Take a break');
const EXCLUSION = uiText('Autoexclusão', 'Self-exclusion');

/** Issue 26 item 5: three break lengths and five self-exclusion lengths; nothing sent before a length is chosen. */
export const Choices: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const takeBreak = canvas.getByRole('region', { name: BREAK });
    await expect(within(takeBreak).getAllByRole('radio')).toHaveLength(3);
    const exclusion = canvas.getByRole('region', { name: EXCLUSION });
    await expect(within(exclusion).getAllByRole('radio')).toHaveLength(5);
    await expect(within(takeBreak).getByRole('button', { name: BREAK })).toBeDisabled();
    await userEvent.click(within(takeBreak).getByRole('radio', { name: uiText('7 dias', '7 days') }));
    await expect(args.onBreakLengthChange).toHaveBeenCalledWith('7d');
    await userEvent.click(within(takeBreak).getByRole('button', { name: BREAK }));
    await expect(args.onTakeBreak).toHaveBeenCalledOnce();
    await userEvent.click(
      within(exclusion).getByRole('radio', { name: uiText('Por tempo indeterminado', 'Indefinitely') }),
    );
    await expect(args.onExclusionLengthChange).toHaveBeenCalledWith('indefinite');
    await userEvent.click(
      within(exclusion).getByRole('button', { name: uiText('Autoexcluir-me', 'Exclude me') }),
    );
    await expect(args.onAskExclusion).toHaveBeenCalledOnce();
  },
};

/** The confirmation says what a self-exclusion means: logged out everywhere, nothing until the date, can still withdraw. */
export const ConfirmingExclusion: Story = {
  args: { exclusionLength: '6m', confirmingExclusion: true },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveAccessibleDescription(/(todos os aparelhos|every device)/);
    await expect(dialog).toHaveAccessibleDescription(/(sacar o seu saldo|withdraw your balance)/);
    await expect(dialog).toHaveAccessibleDescription(/2027/);
    await userEvent.click(
      within(dialog).getByRole('button', { name: uiText('Sim, autoexcluir-me', 'Yes, exclude me') }),
    );
    await expect(args.onConfirmExclusion).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: uiText('Cancelar', 'Cancel') }));
    await expect(args.onCancelExclusion).toHaveBeenCalledOnce();
  },
};

/** For good: the confirmation says so, with no date. */
export const ConfirmingIndefinite: Story = {
  args: { exclusionLength: 'indefinite', confirmingExclusion: true, exclusionEndsAt: null },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveAccessibleDescription(/(Para sempre|For good)/);
    await expect(dialog).not.toHaveAccessibleDescription(/20\d\d/);
  },
};

/** A break in force: until when, what still works; a longer one can still be asked for. */
export const OnBreak: Story = {
  args: { pause: { kind: 'break', endsAt: WEEK_FROM_NOW } },
  play: async ({ canvas }) => {
    const inForce = canvas.getByRole('status');
    await expect(inForce).toHaveTextContent(/2026/);
    await expect(inForce).toHaveTextContent(
      uiText('Você está em pausa até', 'You are on a break until', { exact: false }),
    );
    await expect(inForce).toHaveTextContent(
      uiText('não pode ser encurtada', 'cannot be shortened', { exact: false }),
    );
    await expect(canvas.getByRole('region', { name: BREAK })).toBeVisible();
  },
};

/** Self-excluded for good: said plainly; no break to take. */
export const SelfExcluded: Story = {
  args: { pause: { kind: 'exclusion', endsAt: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      uiText('Você está autoexcluído por tempo indeterminado.', 'You are self-excluded indefinitely.', {
        exact: false,
      }),
    );
    await expect(canvas.queryByRole('region', { name: BREAK })).toBeNull();
  },
};

/** A break being sent: its button waits, nothing else can be sent. */
export const Sending: Story = {
  args: { breakLength: '24h', busy: 'break' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: BREAK })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: uiText('Autoexcluir-me', 'Exclude me') })).toBeDisabled();
  },
};

/** A refusal (a shorter break than the one in force) is said with the form. */
export const Refused: Story = {
  args: {
    breakLength: '24h',
    pause: { kind: 'break', endsAt: WEEK_FROM_NOW },
    breakError: 'A pause in force cannot be shortened',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('A pause in force cannot be shortened');
  },
};

/** On a phone: the choices wrap, nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(8);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      uiText('Carregando suas pausas', 'Loading your pauses'),
    );
  },
};

export const LoadError: Story = {
  args: { status: 'error', failure: 'network' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ArabicOnBreak: Story = {
  args: { pause: { kind: 'break', endsAt: WEEK_FROM_NOW } },
  globals: { locale: 'AR' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'أخذ استراحة' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'الاستبعاد الذاتي' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const FarsiConfirming: Story = {
  args: { exclusionLength: '1y', confirmingExclusion: true },
  globals: { locale: 'FA', viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveAccessibleName('محروم کردن خودم: ۱ سال؟');
    await expect(within(dialog).getByRole('button', { name: 'بله، خودم را محروم کن' })).toBeEnabled();
  },
};

export const Urdu: Story = {
  globals: { locale: 'UR', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'وقفہ لیں' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'خود کو خارج کریں' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
