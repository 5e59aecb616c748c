import { ALL_CASHIER_HISTORY, type CashierHistoryEntry, cashierHistory } from '@sorte/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import { brl, withdrawal } from '../fixtures.ts';
import { cashierStoryFrame } from '../storyFrame.tsx';
import { CashierHistory } from './CashierHistory.tsx';
import type { SharedReceipt } from './CashierReceipt.tsx';

// Issue 23 item 4: the cashier's history of deposits and withdrawals with its receipts.

const entries: CashierHistoryEntry[] = cashierHistory(
  [
    {
      id: 'D20261125-0107',
      channelId: 'pix',
      amount: 150,
      status: 'CREDITED',
      createdAt: '2026-11-25T13:05:00Z',
    },
    {
      id: 'D20261125-0112',
      channelId: 'pix',
      amount: 100,
      status: 'PENDING',
      createdAt: '2026-11-25T23:50:00Z',
      expiresAt: '2026-11-26T00:20:00Z',
    },
    {
      id: 'D20261124-0093',
      channelId: 'bank-itau',
      amount: 50,
      status: 'EXPIRED',
      createdAt: '2026-11-24T18:30:00Z',
    },
  ],
  [
    withdrawal,
    {
      id: 'WD20261123-0031',
      amount: 300,
      fee: 5,
      status: 'CONFIRMED',
      createdAt: '2026-11-23T15:10:00Z',
      approvedAt: '2026-11-23T16:02:00Z',
      answer: 'partlyReceived',
      receivedAmount: 200,
    },
    {
      id: 'WD20261122-0017',
      amount: 80,
      fee: 2.8,
      status: 'REJECTED',
      createdAt: '2026-11-22T11:45:00Z',
      reason: 'Chave PIX de outro titular',
    },
  ],
);

const channelNames: Record<string, string> = { pix: 'PIX', 'bank-itau': 'Transferência bancária' };

const meta = {
  title: 'Cashier/CashierHistory',
  component: CashierHistory,
  args: {
    status: 'ready',
    onRetry: fn(),
    entries,
    kinds: ['deposit', 'withdrawal'],
    filter: ALL_CASHIER_HISTORY,
    onFilterChange: fn(),
    selected: null,
    onSelect: fn(),
    onCopyReference: fn(),
    copied: false,
    onShareImage: fn(),
    onSavePdf: fn(),
    channelName: (id: string) => channelNames[id],
    timeZone: 'America/Sao_Paulo',
  },
  decorators: [cashierStoryFrame],
} satisfies Meta<typeof CashierHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvas: HTMLElement) => within(canvas).getAllByRole('button', { name: /R\$/ });

/** Deposits and withdrawals together, newest first: kind, amount, status in words, time and reference. */
export const Mixed: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const lines = rows(canvasElement);
    await expect(lines).toHaveLength(6);
    await expect(lines[0]).toHaveTextContent(uiText('Depósito', 'Deposit', { exact: false }));
    await expect(lines[0]).toHaveTextContent(brl('100,00'));
    await expect(lines[0]).toHaveTextContent(
      uiText('Aguardando pagamento', 'Awaiting payment', { exact: false }),
    );
    await expect(lines[0]).toHaveTextContent('D20261125-0112');
    await expect(lines[0]).toHaveTextContent(/25\/11\/2026|11\/25\/26/);
    await expect(lines[1]).toHaveTextContent(
      uiText('Aguardando aprovação', 'Awaiting approval', { exact: false }),
    );
    await expect(canvas.getByText(uiText('Recebido em parte', 'Partly received'))).toBeVisible();
    await expect(canvas.getByText(uiText('Rejeitado', 'Rejected'))).toBeVisible();
    await expect(canvas.getByText(uiText('Expirado', 'Expired'))).toBeVisible();
    await expect(canvas.getByText(uiText('Creditado', 'Credited'))).toBeVisible();
    await userEvent.click(lines[1] as HTMLElement);
    await expect(args.onSelect).toHaveBeenCalledWith('withdrawal:WD20261125-0042');
  },
};

/** The filters say what they change: the kind, then the status group. */
export const Filtering: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: uiText('Tipo', 'Type') }),
      'withdrawal',
    );
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ kind: 'withdrawal', status: 'all' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'unsuccessful');
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ kind: 'all', status: 'unsuccessful' });
  },
};

/** Withdrawals still moving: the pending one and the partly received one under review. */
export const Filtered: Story = {
  args: { filter: { kind: 'withdrawal', status: 'open' } },
  play: async ({ canvas, canvasElement }) => {
    const lines = rows(canvasElement);
    await expect(lines.map((line) => line.textContent?.match(/WD\d+-\d+/)?.[0])).toEqual([
      'WD20261125-0042',
      'WD20261123-0031',
    ]);
    await expect(canvas.getByRole('combobox', { name: uiText('Tipo', 'Type') })).toHaveValue('withdrawal');
  },
};

/** A filter that leaves nothing says so, unlike an empty history. */
export const FilteredEmpty: Story = {
  args: { filter: { kind: 'deposit', status: 'open' }, entries: entries.slice(1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      uiText('Nenhuma movimentação com este filtro.', 'No transactions match this filter.'),
    );
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      uiText(
        'Você ainda não fez depósitos nem saques.',
        'You have not made any deposits or withdrawals yet.',
      ),
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toBeDisabled();
  },
};

/** A failed read: the §8 text with Retry. */
export const LoadError: Story = {
  args: { status: 'error', failure: 'network', entries: [] },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      uiText('Não foi possível carregar o histórico.', 'The history could not be loaded.', { exact: false }),
    );
    await userEvent.click(canvas.getByRole('button', { name: uiText('Tentar novamente', 'Try again') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A gateway with deposits only (no withdrawals list): no kind filter. */
export const DepositsOnly: Story = {
  args: { kinds: ['deposit'], entries: entries.filter((entry) => entry.kind === 'deposit') },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('combobox', { name: uiText('Tipo', 'Type') })).toBeNull();
    await expect(rows(canvasElement)).toHaveLength(3);
  },
};

const receiptField = (dialog: HTMLElement, label: RegExp) => {
  const term = within(dialog)
    .getAllByRole('term')
    .find((node) => label.test(node.textContent ?? ''));
  return term?.nextElementSibling?.textContent ?? null;
};

/** A credited deposit's receipt: every field, the reference to copy, and its image to share. */
export const DepositReceipt: Story = {
  args: { selected: 'deposit:D20261125-0107' },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', {
      name: uiText('Comprovante de depósito', 'Deposit receipt'),
    });
    await expect(receiptField(dialog, uiText('Status', 'Status'))).toMatch(uiText('Creditado', 'Credited'));
    await expect(receiptField(dialog, uiText('Valor', 'Amount'))).toMatch(brl('150,00'));
    await expect(receiptField(dialog, uiText('Forma de pagamento', 'Payment method'))).toBe('PIX');
    await expect(receiptField(dialog, uiText('Pedido em', 'Requested on'))).toMatch(
      /25\/11\/2026|11\/25\/26/,
    );
    const reference = within(dialog).getByRole('textbox', {
      name: uiText('Número de referência', 'Reference number'),
    });
    await expect(reference).toHaveValue('D20261125-0107');
    await userEvent.click(within(dialog).getByRole('button', { name: /^(Copiar|Copy) / }));
    await expect(args.onCopyReference).toHaveBeenCalledWith('D20261125-0107');
    await userEvent.click(
      within(dialog).getByRole('button', { name: uiText('Compartilhar imagem', 'Share image') }),
    );
    const shared = (args.onShareImage as ReturnType<typeof fn>).mock.calls[0]?.[0] as SharedReceipt;
    await expect(shared.reference).toBe('D20261125-0107');
    await expect(shared.amount).toMatch(brl('150,00'));
    await expect(shared.lines).toContainEqual([
      expect.stringMatching(uiText('Forma de pagamento', 'Payment method')),
      'PIX',
    ]);
    await expect(args.onSavePdf).not.toHaveBeenCalled();
  },
};

/** A pending withdrawal: amount, fee and what arrives; saved as PDF (the receipt alone, printed). */
export const WithdrawalReceipt: Story = {
  args: { selected: 'withdrawal:WD20261125-0042', copied: true },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', {
      name: uiText('Comprovante de saque', 'Withdrawal receipt'),
    });
    await expect(receiptField(dialog, uiText('Taxa de saque', 'Withdrawal fee'))).toMatch(brl('7,00'));
    await expect(receiptField(dialog, uiText('Você recebe', 'You receive'))).toMatch(brl('493,00'));
    await expect(within(dialog).getByRole('status')).toHaveTextContent(uiText('Copiado', 'Copied'));
    await userEvent.click(
      within(dialog).getByRole('button', { name: uiText('Salvar como PDF', 'Save as PDF') }),
    );
    await expect(args.onSavePdf).toHaveBeenCalledTimes(1);
    await expect(args.onShareImage).not.toHaveBeenCalled();
    await userEvent.click(
      within(dialog).getAllByRole('button', { name: uiText('Fechar', 'Close') })[0] as HTMLElement,
    );
    await expect(args.onSelect).toHaveBeenCalledWith(null);
  },
};

/** §4 partly received: what arrived and what is missing, never "completed". */
export const PartlyReceivedReceipt: Story = {
  args: { selected: 'withdrawal:WD20261123-0031' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(receiptField(dialog, uiText('Status', 'Status'))).toMatch(
      uiText('Recebido em parte', 'Partly received'),
    );
    await expect(receiptField(dialog, uiText('Recebido', 'Received'))).toMatch(brl('200,00'));
    await expect(receiptField(dialog, uiText('Falta receber', 'Still owed'))).toMatch(brl('95,00'));
    await expect(receiptField(dialog, uiText('Aprovado em', 'Approved on'))).toMatch(
      /23\/11\/2026|11\/23\/26/,
    );
    await expect(dialog).not.toHaveTextContent(/Concluído|Completed/);
  },
};

/** Rejected: the gateway's reason, no fee, and the money back in the balance. */
export const RejectedReceipt: Story = {
  args: { selected: 'withdrawal:WD20261122-0017' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(receiptField(dialog, uiText('Motivo', 'Reason'))).toBe('Chave PIX de outro titular');
    await expect(receiptField(dialog, uiText('Taxa de saque', 'Withdrawal fee'))).toBeNull();
  },
};

/** On a 360 px phone: every line fits, nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    for (const line of rows(canvasElement)) {
      const box = line.getBoundingClientRect();
      for (const part of line.children) {
        const inner = part.getBoundingClientRect();
        await expect(inner.left).toBeGreaterThanOrEqual(box.left);
        await expect(inner.right).toBeLessThanOrEqual(box.right);
      }
    }
  },
};

export const PhoneReceipt: Story = {
  args: { selected: 'withdrawal:WD20261123-0031' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The Arabic catalog's texts, right to left, on a phone. */
export const Arabic: Story = {
  globals: { locale: 'AR', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'الإيداعات والسحوبات' })).toBeVisible();
    await expect(canvas.getByText('استُلم جزئيًا')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const FarsiReceipt: Story = {
  args: { selected: 'withdrawal:WD20261123-0031' },
  globals: { locale: 'FA' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'رسید برداشت' });
    await expect(within(dialog).getByRole('textbox', { name: 'شماره مرجع' })).toHaveValue('WD20261123-0031');
  },
};

export const UrduReceipt: Story = {
  args: { selected: 'deposit:D20261125-0107' },
  globals: { locale: 'UR' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'ڈپازٹ کی رسید' });
    await expect(within(dialog).getByRole('button', { name: 'تصویر شیئر کریں' })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: 'PDF کے طور پر محفوظ کریں' })).toBeEnabled();
  },
};
