import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { cashierStoryFrame } from '../../cashier/storyFrame.tsx';
import { uiText } from '../../layout/fixtures.ts';
import { type LimitItem, LimitsCentre } from './LimitsCentre.tsx';

const RESETS_TONIGHT = Date.UTC(2026, 10, 30, 3);
const RESETS_MONDAY = Date.UTC(2026, 10, 30, 3);
const RESETS_MONTH = Date.UTC(2026, 11, 1, 3);

/** A player with limits in every state: used in part, reached, a raise cooling off, one to confirm, one removal. */
const MIXED: LimitItem[] = [
  {
    kind: 'deposit',
    period: 'day',
    amount: 200,
    usage: { used: 50, remaining: 150, percent: 25, resetsAt: RESETS_TONIGHT },
  },
  { kind: 'deposit', period: 'week', amount: null },
  {
    kind: 'deposit',
    period: 'month',
    amount: 2000,
    usage: { used: 640, remaining: 1360, percent: 32, resetsAt: RESETS_MONTH },
    pending: {
      amount: 5000,
      confirmableAt: Date.UTC(2026, 10, 30, 15),
      lapsesAt: Date.UTC(2026, 11, 7, 15),
      confirmable: false,
    },
  },
  {
    kind: 'loss',
    period: 'day',
    amount: 100,
    usage: { used: 100, remaining: 0, percent: 100, resetsAt: RESETS_TONIGHT },
    pending: {
      amount: 300,
      confirmableAt: Date.UTC(2026, 10, 28, 12),
      lapsesAt: Date.UTC(2026, 11, 5, 12),
      confirmable: true,
    },
  },
  {
    kind: 'sessionTime',
    period: 'day',
    amount: 120,
    usage: { used: 45, remaining: 75, percent: 37, resetsAt: RESETS_TONIGHT },
  },
  {
    kind: 'sessionTime',
    period: 'week',
    amount: 600,
    usage: { used: 45, remaining: 555, percent: 7, resetsAt: RESETS_MONDAY },
    pending: {
      amount: null,
      confirmableAt: Date.UTC(2026, 10, 30, 15),
      lapsesAt: Date.UTC(2026, 11, 7, 15),
      confirmable: false,
    },
  },
];

const meta = {
  title: 'Member/LimitsCentre',
  component: LimitsCentre,
  args: {
    status: 'ready',
    limits: MIXED,
    kind: 'deposit',
    onKindChange: fn(),
    drafts: {},
    errors: {},
    onDraftChange: fn(),
    onSave: fn(),
    onRemove: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    onRetry: fn(),
  },
  decorators: [cashierStoryFrame],
  parameters: { wide: true },
  // The tabs work as on the page: the story keeps the kind shown, and the spy hears each change.
  render: function Render(args) {
    const [kind, setKind] = useState(args.kind);
    return (
      <LimitsCentre
        {...args}
        kind={kind}
        onKindChange={(next) => {
          setKind(next);
          args.onKindChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof LimitsCentre>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (section: HTMLElement, period: RegExp) =>
  within(section)
    .getAllByRole('listitem')
    .find((item) => period.test(item.querySelector('h3')?.textContent ?? '')) as HTMLElement;

const tab = (name: RegExp) => within(document.body).getByRole('tab', { name });
const DEPOSIT = /^(Depósito|Deposit)$/;
const LOSS = /^(Perda|Loss)/;
const STAKE = /^(Apostas|Bets)/;
const TIME = /^(Tempo|Time)$/;

/**
 * One kind at a time: the deposit limits' use and reset, a week without limit, a raise cooling off; the loss tab says
 * its limit is reached with a raise to confirm; the time tab holds a removal waiting.
 */
export const Limits: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getAllByRole('region')).toHaveLength(1);
    const deposit = canvas.getByRole('region', { name: uiText('Limite de depósito', 'Deposit limit') });
    const depositDay = card(deposit, /^(Diário|Daily)/);
    await expect(depositDay).toHaveTextContent(/R\$\s?200[.,]00/);
    await expect(within(depositDay).getByRole('progressbar')).toHaveAttribute('value', '25');
    await expect(depositDay).toHaveTextContent(/R\$\s?150[.,]00/);
    await expect(
      within(card(deposit, /^(Semanal|Weekly)/)).getByText(uiText('Sem limite', 'No limit')),
    ).toBeVisible();
    const depositMonth = card(deposit, /^(Mensal|Monthly)/);
    await expect(depositMonth).toHaveTextContent(/R\$\s?5[.,]000[.,]00/);
    await expect(
      within(depositMonth).queryByRole('button', { name: uiText('Confirmar', 'Confirm') }),
    ).toBeNull();
    await expect(tab(DEPOSIT)).toHaveAttribute('aria-selected', 'true');
    await expect(tab(STAKE)).toBeVisible();
    await expect(tab(LOSS)).toHaveTextContent(uiText('Perda (a confirmar)', 'Loss (to confirm)'));

    await userEvent.click(tab(LOSS));
    await expect(args.onKindChange).toHaveBeenCalledWith('loss');
    const loss = canvas.getByRole('region', { name: uiText('Limite de perda', 'Loss limit') });
    const lossDay = card(loss, /^(Diário|Daily)/);
    await expect(within(lossDay).getByRole('progressbar')).toHaveAttribute('value', '100');
    await expect(within(lossDay).getByRole('button', { name: uiText('Confirmar', 'Confirm') })).toBeVisible();

    await userEvent.click(tab(TIME));
    const time = canvas.getByRole('region', {
      name: uiText('Limite de tempo de jogo', 'Playing time limit'),
    });
    await expect(card(time, /^(Diário|Daily)/)).toHaveTextContent('120 min');
    const timeWeek = card(time, /^(Semanal|Weekly)/);
    await expect(timeWeek).toHaveTextContent(/Remoção do limite|Removal of the limit/);
    await expect(
      within(timeWeek).queryByRole('button', { name: uiText('Remover limite', 'Remove limit') }),
    ).toBeNull();

    await userEvent.click(tab(STAKE));
    const stake = canvas.getByRole('region', { name: uiText('Limite de apostas', 'Stake limit') });
    await expect(within(stake).queryByRole('progressbar')).toBeNull();
    await expect(within(card(stake, /^(Semanal|Weekly)/)).getByRole('textbox')).toHaveAccessibleDescription(
      uiText('Limite de apostas', 'Stake limit'),
    );
    await userEvent.click(tab(DEPOSIT));
    await expect(args.onKindChange).toHaveBeenLastCalledWith('deposit');
  },
};

/** A reached limit without a raise to confirm: its tab says so. */
export const Reached: Story = {
  args: {
    kind: 'stake',
    limits: [
      {
        kind: 'stake',
        period: 'week',
        amount: 500,
        usage: { used: 500, remaining: 0, percent: 100, resetsAt: RESETS_MONDAY },
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(tab(STAKE)).toHaveTextContent(uiText('Apostas (atingido)', 'Bets (reached)'));
    await expect(tab(DEPOSIT)).toHaveTextContent(/^(Depósito|Deposit)$/);
    const stake = canvas.getByRole('region', { name: uiText('Limite de apostas', 'Stake limit') });
    await expect(within(card(stake, /^(Semanal|Weekly)/)).getByRole('progressbar')).toHaveAttribute(
      'value',
      '100',
    );
  },
};

/** What each control sends: confirm a raise, cancel a request, type a new amount, remove a limit. */
export const Actions: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(tab(LOSS));
    const loss = canvas.getByRole('region', { name: uiText('Limite de perda', 'Loss limit') });
    await userEvent.click(
      within(card(loss, /^(Diário|Daily)/)).getByRole('button', { name: uiText('Confirmar', 'Confirm') }),
    );
    await expect(args.onConfirm).toHaveBeenCalledWith('loss:day');
    await userEvent.click(tab(TIME));
    const time = canvas.getByRole('region', {
      name: uiText('Limite de tempo de jogo', 'Playing time limit'),
    });
    await userEvent.click(
      within(card(time, /^(Semanal|Weekly)/)).getByRole('button', {
        name: uiText('Cancelar pedido', 'Cancel request'),
      }),
    );
    await expect(args.onCancel).toHaveBeenCalledWith('sessionTime:week');
    await userEvent.click(
      within(card(time, /^(Diário|Daily)/)).getByRole('button', {
        name: uiText('Remover limite', 'Remove limit'),
      }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith('sessionTime:day');
    await userEvent.click(tab(STAKE));
    const stake = canvas.getByRole('region', { name: uiText('Limite de apostas', 'Stake limit') });
    await userEvent.type(within(card(stake, /^(Semanal|Weekly)/)).getByRole('textbox'), '5');
    await expect(args.onDraftChange).toHaveBeenCalledWith('stake:week', '5');
  },
};

/** No limit yet: every card says so, and a typed amount is saved with Enter. */
export const NoneSet: Story = {
  args: { limits: [], drafts: { 'deposit:day': '300' } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getAllByText(uiText('Sem limite', 'No limit'))).toHaveLength(3);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.queryByRole('button', { name: uiText('Remover limite', 'Remove limit') })).toBeNull();
    const deposit = canvas.getByRole('region', { name: uiText('Limite de depósito', 'Deposit limit') });
    const field = within(card(deposit, /^(Diário|Daily)/)).getByRole('textbox');
    await expect(field).toHaveValue('300');
    await userEvent.type(field, '{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith('deposit:day');
  },
};

/** An amount that does not read: the field says why and keeps what was typed. */
export const Invalid: Story = {
  args: {
    drafts: { 'deposit:day': '10,005' },
    errors: { 'deposit:day': 'Use no máximo duas casas decimais.' },
  },
  play: async ({ canvas }) => {
    const deposit = canvas.getByRole('region', { name: uiText('Limite de depósito', 'Deposit limit') });
    const field = within(card(deposit, /^(Diário|Daily)/)).getByRole('textbox');
    await expect(field).toHaveValue('10,005');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Use no máximo duas casas decimais\./);
  },
};

/** A change being sent: that card's actions wait, the others do not. */
export const Saving: Story = {
  args: { busy: 'deposit:day', drafts: { 'deposit:day': '100' } },
  play: async ({ canvas }) => {
    const deposit = canvas.getByRole('region', { name: uiText('Limite de depósito', 'Deposit limit') });
    const sending = card(deposit, /^(Diário|Daily)/);
    await expect(within(sending).getByRole('textbox')).toHaveAttribute('readonly');
    await expect(within(sending).getByRole('button', { name: uiText('Salvar', 'Save') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(within(card(deposit, /^(Semanal|Weekly)/)).getByRole('textbox')).not.toHaveAttribute(
      'readonly',
    );
  },
};

/** On a phone: the tabs wrap to a second row rather than hide, the cards stack; nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs).toHaveLength(4);
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    for (const each of tabs) await expect(each.scrollWidth).toBeLessThanOrEqual(each.clientWidth + 1);
    await expect(canvas.getAllByRole('region')).toHaveLength(1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      uiText('Carregando seus limites', 'Loading your limits'),
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
