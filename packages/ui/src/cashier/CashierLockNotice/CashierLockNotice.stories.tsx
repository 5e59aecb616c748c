import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import { cashierStoryFrame } from '../storyFrame.tsx';
import { CashierLockNotice } from './CashierLockNotice.tsx';

// Midnight in Brasília on 29 November 2026: when a daily limit used up on the 28th is available again.
const TONIGHT = Date.UTC(2026, 10, 29, 3);
const MONDAY = Date.UTC(2026, 10, 30, 3);

const meta = {
  title: 'Cashier/CashierLockNotice',
  component: CashierLockNotice,
  args: {
    mode: 'locked',
    reason: {
      kind: 'limit',
      refusal: { kind: 'deposit', period: 'day', amount: 100, remaining: 0, resetsAt: TONIGHT },
    },
    limitsHref: '/member/limits?kind=deposit',
    currency: 'BRL',
  },
  decorators: [cashierStoryFrame],
} satisfies Meta<typeof CashierLockNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

const limitsLink = uiText('Ver os meus limites', 'See my limits');

/** A daily deposit limit used up: in place of the form, which limit, its amount and when deposits are back. */
export const LockedByLimit: Story = {
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent(
      uiText('Depósitos bloqueados por um limite seu', 'Deposits locked by one of your limits', {
        exact: false,
      }),
    );
    await expect(notice).toHaveTextContent(/100[,.]00/);
    await expect(notice).toHaveTextContent(/29\/11\/2026|11\/29\/26|2026/);
    await expect(canvas.getByRole('link', { name: limitsLink })).toHaveAttribute(
      'href',
      '/member/limits?kind=deposit',
    );
  },
};

/** A deposit larger than what is left of the weekly limit: what is left and until when, above the form. */
export const RefusedAmount: Story = {
  args: {
    mode: 'refused',
    reason: {
      kind: 'limit',
      refusal: { kind: 'deposit', period: 'week', amount: 500, remaining: 120, resetsAt: MONDAY },
    },
  },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('alert');
    await expect(notice).toHaveTextContent(/semanal|weekly/i);
    await expect(notice).toHaveTextContent(/120[,.]00/);
    await expect(canvas.getByRole('link', { name: limitsLink })).toBeVisible();
  },
};

/** The gateway said only which kind: the notice says no more than it knows. */
export const KindOnly: Story = {
  args: { reason: { kind: 'limit', refusal: { kind: 'deposit' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      uiText('Limite de depósito atingido.', 'Deposit limit reached.', { exact: false }),
    );
  },
};

/** The account's verification is pending: the reason, and no limits link. */
export const VerificationPending: Story = {
  args: { reason: { kind: 'verification' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      uiText(
        'verificação da sua conta ainda está pendente',
        'verification of your account is still pending',
        {
          exact: false,
        },
      ),
    );
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/**
 * Issue 26 item 2 under Brazil's rules: an account without its loss and playing-time limits cannot deposit until
 * both are set; the notice names them and links to the limits centre.
 */
export const MandatoryLimitsMissing: Story = {
  tags: ['screenshot'],
  args: {
    reason: { kind: 'mandatoryLimits', missing: ['loss', 'sessionTime'] },
    limitsHref: '/member/limits?kind=loss',
  },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent(
      uiText('Defina os seus limites para depositar', 'Set your limits to deposit', { exact: false }),
    );
    await expect(notice).toHaveTextContent(
      /perda e um limite de tempo de jogo|loss limit and a playing time limit/,
    );
    await expect(
      canvas.getByRole('link', { name: uiText('Definir os meus limites', 'Set my limits') }),
    ).toHaveAttribute('href', '/member/limits?kind=loss');
  },
};

/** Arabic: the amount stays whole inside the right-to-left sentence. */
export const Arabic: Story = {
  globals: { locale: 'AR' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/100/);
    await expect(canvas.getByRole('link')).toBeVisible();
  },
};

/** Urdu: playing time in minutes. */
export const UrduPlayingTime: Story = {
  globals: { locale: 'UR' },
  args: {
    reason: {
      kind: 'limit',
      refusal: { kind: 'sessionTime', period: 'day', amount: 90, remaining: 0, resetsAt: TONIGHT },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/90/);
  },
};
