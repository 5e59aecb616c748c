import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { cashierStoryFrame } from '../../cashier/storyFrame.tsx';
import { uiText } from '../../layout/fixtures.ts';
import { PERSONAL, STORY_TIME_ZONE } from './fixtures.ts';
import { PersonalData } from './PersonalData.tsx';

const meta = {
  title: 'Member/PersonalData',
  component: PersonalData,
  args: {
    status: 'ready',
    onRetry: fn(),
    data: PERSONAL,
    onContactSupport: fn(),
    timeZone: STORY_TIME_ZONE,
  },
  decorators: [cashierStoryFrame],
} satisfies Meta<typeof PersonalData>;

export default meta;
type Story = StoryObj<typeof meta>;

const factOf = (canvasElement: HTMLElement, term: RegExp) => {
  const dt = [...canvasElement.querySelectorAll('dt')].find((item) => term.test(item.textContent ?? ''));
  return dt?.nextElementSibling?.textContent ?? null;
};

/** Read only: name and username whole, the contacts and CPF masked; changes go through customer service. */
export const Full: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(
      canvas.getByRole('heading', { name: uiText('Dados pessoais', 'Personal data') }),
    ).toBeVisible();
    await expect(canvas.getByText('Ana Beatriz Souza')).toBeVisible();
    await expect(factOf(canvasElement, uiText('CPF', 'CPF'))).toBe('•••.•••.•••-25');
    await expect(factOf(canvasElement, uiText('Celular', 'Mobile'))).toBe('+55 11••••••321');
    await expect(factOf(canvasElement, uiText('E-mail', 'E-mail'))).toBe('an•••@sorte.example');
    await expect(canvasElement.textContent).not.toMatch(/529\.982|11987654321|ana\.souza@/);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: uiText('Falar com o atendimento', 'Contact customer service') }),
    );
    await expect(args.onContactSupport).toHaveBeenCalledTimes(1);
  },
};

/** What the gateway does not send reads "Não informado", never a blank or a dash. */
export const Partial: Story = {
  args: { data: { username: 'novato01', registeredAt: '2026-11-20T12:00:00.000Z' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(uiText('Não informado', 'Not given'))).toHaveLength(5);
    await expect(canvas.getByText('novato01')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', data: {} },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Failed: Story = {
  args: { status: 'error', failure: 'network', data: {} },
  play: async ({ canvas, args, userEvent }) => {
    await expect(
      canvas.getByText(
        uiText('Não foi possível carregar seus dados pessoais.', 'Could not load your personal data.'),
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: uiText('Tentar novamente', 'Try again') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const NotOffered: Story = {
  args: { notOffered: true, data: {} },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        uiText(
          'Este site não mostra seus dados pessoais aqui.',
          'This site does not show your personal data here.',
        ),
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** On a 360 px phone: the long e-mail and name wrap inside, nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    for (const value of canvasElement.querySelectorAll('dd')) {
      await expect(value.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};

export const Desktop: Story = {
  parameters: { wide: true },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ana Beatriz Souza')).toBeVisible();
  },
};

/** The Urdu catalog's texts, right to left. */
export const Urdu: Story = {
  globals: { locale: 'UR', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'ذاتی ڈیٹا' })).toBeVisible();
    await expect(canvas.getByText('پورا نام')).toBeVisible();
  },
};
