import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { cashierStoryFrame } from '../../cashier/storyFrame.tsx';
import { uiText } from '../../layout/fixtures.ts';
import { LOGINS, STORY_TIME_ZONE } from './fixtures.ts';
import { LoginHistory } from './LoginHistory.tsx';

const meta = {
  title: 'Member/LoginHistory',
  component: LoginHistory,
  args: { status: 'ready', onRetry: fn(), entries: LOGINS, timeZone: STORY_TIME_ZONE },
  decorators: [cashierStoryFrame],
} satisfies Meta<typeof LoginHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = uiText('Histórico de login', 'Login history');

/** Newest first: time, device, the address masked (IPv4 and IPv6), place; the refused attempts marked Falhou. */
export const List: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: heading })).toBeVisible();
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(8);
    await expect(canvas.getAllByText(uiText('Falhou', 'Failed'))).toHaveLength(2);
    await expect(canvas.getAllByText(uiText('Sucesso', 'Success'))).toHaveLength(6);
    await expect(canvas.getAllByText('189.45.*.*').length).toBeGreaterThan(0);
    await expect(canvas.getByText('2804:14c:*:*')).toBeVisible();
    await expect(canvas.getByRole('list').textContent).not.toMatch(/189\.45\.87\.12|45\.161\.20\.7/);
    await expect(items[0]?.querySelector('time')?.dateTime).toBe('2026-11-28T13:02:00.000Z');
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(uiText('Nenhum login registrado.', 'No logins recorded.'))).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', entries: [] },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('heading', { name: heading })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** A failed read: the §8 text of its kind and a retry. */
export const Failed: Story = {
  args: { status: 'error', failure: 'network', entries: [] },
  play: async ({ canvas, args, userEvent }) => {
    await expect(
      canvas.getByText(
        uiText('Não foi possível carregar o histórico de login.', 'Could not load the login history.'),
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: uiText('Tentar novamente', 'Try again') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A gateway without the call: a plain note, no alert, no retry. */
export const NotOffered: Story = {
  args: { notOffered: true, entries: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        uiText('Este site não mostra o histórico de login.', 'This site does not show the login history.'),
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** On a 360 px phone: each login fits, nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    for (const item of canvas.getAllByRole('listitem')) {
      const box = item.getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
      await expect(box.left).toBeGreaterThanOrEqual(0);
    }
  },
};

export const Desktop: Story = {
  parameters: { wide: true },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const [first] = canvas.getAllByRole('listitem');
    const badge = canvas.getAllByText(uiText('Sucesso', 'Success'))[0]!;
    // The result sits on the time's line, at the end.
    await expect(
      Math.abs(badge.getBoundingClientRect().top - first!.getBoundingClientRect().top),
    ).toBeLessThan(40);
  },
};

/** The Arabic catalog's texts, right to left; the addresses read left to right inside. */
export const Arabic: Story = {
  globals: { locale: 'AR', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'سجل تسجيل الدخول' })).toBeVisible();
    await expect(canvas.getAllByText('فشلت')).toHaveLength(2);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
