import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { cashierStoryFrame } from '../../cashier/storyFrame.tsx';
import { uiText } from '../../layout/fixtures.ts';
import { ActiveSessions } from './ActiveSessions.tsx';
import { SESSIONS, STORY_TIME_ZONE } from './fixtures.ts';

const meta = {
  title: 'Member/ActiveSessions',
  component: ActiveSessions,
  args: {
    status: 'ready',
    onRetry: fn(),
    sessions: SESSIONS,
    onEndSession: fn(),
    onEndOthers: fn(),
    timeZone: STORY_TIME_ZONE,
  },
  decorators: [cashierStoryFrame],
} satisfies Meta<typeof ActiveSessions>;

export default meta;
type Story = StoryObj<typeof meta>;

const endOthers = uiText('Encerrar outras sessões', 'End other sessions');

/** This device first and marked, without an ending; each other device with its own sign-out button. */
export const List: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: uiText('Sessões ativas', 'Active sessions') }),
    ).toBeVisible();
    const [current, ...others] = canvas.getAllByRole('listitem');
    await expect(within(current!).getByText(uiText('Este dispositivo', 'This device'))).toBeVisible();
    await expect(within(current!).queryByRole('button')).toBeNull();
    await expect(others).toHaveLength(3);
    await expect(canvas.getAllByText('189.45.*.*')).toHaveLength(2);
    for (const other of others) await expect(within(other).getByRole('button')).toBeVisible();
  },
};

const signOutSafari = uiText('Desconectar Safari · iOS', 'Sign out Safari · iOS');

/** Signing one device out asks first, naming the device; confirming signs out that one. */
export const ConfirmEndOne: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: signOutSafari }));
    const dialog = await screen.findByRole('dialog', {
      name: uiText('Desconectar Safari · iOS?', 'Sign out Safari · iOS?'),
    });
    await waitFor(() =>
      expect(within(dialog).getByText(/^Safari · iOS (será desconectado|will be signed out)/)).toBeVisible(),
    );
    await expect(args.onEndSession).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: uiText('Desconectar', 'Sign out') }));
    await expect(args.onEndSession).toHaveBeenCalledWith('dev-iphone');
    await expect(args.onEndSession).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Cancelling signs nothing out and puts the focus back on the device's button. */
export const CancelEndOne: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const opener = canvas.getByRole('button', { name: signOutSafari });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: uiText('Cancelar', 'Cancel') }));
    await expect(args.onEndSession).not.toHaveBeenCalled();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** "Encerrar outras sessões" asks first, says how many devices go and that this one stays. */
export const ConfirmEndOthers: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: endOthers }));
    const dialog = await screen.findByRole('dialog', {
      name: uiText('Encerrar outras sessões?', 'End other sessions?'),
    });
    await waitFor(() => expect(within(dialog).getByText(/\(3\)/)).toBeVisible());
    await expect(args.onEndOthers).not.toHaveBeenCalled();
    await userEvent.click(
      within(dialog).getByRole('button', { name: uiText('Encerrar sessões', 'End sessions') }),
    );
    await expect(args.onEndOthers).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Cancelling ends nothing and puts the focus back on the button. */
export const CancelEndOthers: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const opener = canvas.getByRole('button', { name: endOthers });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: uiText('Cancelar', 'Cancel') }));
    await expect(args.onEndOthers).not.toHaveBeenCalled();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Ending the others is under way: its button spins, no device can be signed out meanwhile. */
export const EndingOthers: Story = {
  args: { endingOthers: true },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

/** An ending failed: why, under the list; the list is as it was. */
export const EndingFailed: Story = {
  args: { error: 'Session not found' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Session not found')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

/** After ending the others: this device alone, and no action left. */
export const OnlyThisDevice: Story = {
  args: { sessions: SESSIONS.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await expect(
      canvas.getByText(uiText('Só este dispositivo está conectado.', 'Only this device is signed in.')),
    ).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Empty: Story = {
  args: { sessions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(uiText('Nenhuma sessão ativa.', 'No active sessions.'))).toBeVisible();
  },
};

/** A gateway that cannot end sessions: the list without any ending. */
export const EndingNotOffered: Story = {
  args: { onEndSession: undefined, onEndOthers: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', sessions: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Failed: Story = {
  args: { status: 'error', failure: 'timeout', sessions: [] },
  play: async ({ canvas, args, userEvent }) => {
    await expect(
      canvas.getByText(
        uiText('Não foi possível carregar as sessões ativas.', 'Could not load the active sessions.'),
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: uiText('Tentar novamente', 'Try again') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const NotOffered: Story = {
  args: { notOffered: true, sessions: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        uiText('Este site não mostra as sessões ativas.', 'This site does not show the active sessions.'),
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** On a 360 px phone: each device and its button fit, nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    for (const button of canvas.getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};

export const Desktop: Story = {
  parameters: { wide: true },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: endOthers })).toBeVisible();
  },
};

/** The Farsi catalog's texts, right to left. */
export const Farsi: Story = {
  globals: { locale: 'FA', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'نشست‌های فعال' })).toBeVisible();
    await expect(canvas.getByText('این دستگاه')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'پایان نشست‌های دیگر' })).toBeVisible();
  },
};
