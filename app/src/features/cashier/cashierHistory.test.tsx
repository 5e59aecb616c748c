import type { EndpointName } from '@sorte/gateway';
import {
  approveWithdrawal,
  confirmWithdrawal,
  createDeposit,
  createWithdrawal,
  creditDeposit,
} from '@sorte/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { type AppView, logInFromHeader } from '../../test/lobbyTestKit.ts';
import { findDialog, renderApp, simulatedGatewayForFile } from '../../test/renderApp.tsx';

// Issue 23 item 4: the cashier's history of deposits and withdrawals, with status, reference, time and a receipt;
// issue 24 item 4: a gateway without one of its lists shows the other.
const mock = simulatedGatewayForFile();
/**
 * The browser's share sheet, on the page's own navigator (a stand-in navigator breaks its native getters, such as the
 * clipboard user-event reads when a view is set up), removed after the test.
 */
function shareSheet(share: (data: ShareData) => Promise<void>, canShareFiles: boolean) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  Object.defineProperty(navigator, 'canShare', { value: () => canShareFiles, configurable: true });
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, 'share');
    Reflect.deleteProperty(navigator, 'canShare');
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function openHistory(failures: Partial<Record<EndpointName, 'missing'>> = {}): Promise<AppView> {
  const view = await renderApp(mock, { url: '/', scenario: { failures } });
  await logInFromHeader(view);
  await waitFor(() => expect(view.store.get(sessionTokenAtom)).not.toBeNull());
  await view.router.navigate('/member/cashier-history');
  return view;
}

/** A credited deposit, a pending one, and a withdrawal the player said arrived only in part. */
function moneyMoved() {
  const account = mock.db.findAccount('jogador01');
  if (!account) throw new Error('no jogador01');
  const credited = createDeposit(mock.db, account, 'pix', 150);
  creditDeposit(mock.db, { id: credited.id });
  const pending = createDeposit(mock.db, account, 'pix', 80);
  const withdrawal = createWithdrawal(mock.db, account, 200);
  approveWithdrawal(mock.db, { id: withdrawal.id });
  const proof = { name: 'comprovante.png', type: 'image/png', size: 2048 };
  expect(confirmWithdrawal(mock.db, withdrawal, 'partlyReceived', { receivedAmount: 100, proof })).toBeNull();
  return { credited, pending, withdrawal };
}

/**
 * A canvas that draws (happy-dom has none): records the texts written on it and gives a PNG blob.
 * Returns the texts drawn.
 */
function drawableCanvas(): string[] {
  const drawn: string[] = [];
  const context = new Proxy(
    {
      fillText: (text: string) => drawn.push(text),
      measureText: (text: string) => ({ width: text.length * 8 }),
    },
    {
      get: (target, key) => (key in target ? target[key as keyof typeof target] : () => undefined),
      set: () => true,
    },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    context as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) =>
    done(new Blob(['png'], { type: 'image/png' })),
  );
  return drawn;
}

const historyLines = () =>
  within(screen.getByRole('region', { name: 'Depósitos e saques' })).getAllByRole('button');

/** The value beside a receipt's label. */
function receiptValue(dialog: HTMLElement, label: string) {
  const term = within(dialog)
    .getAllByRole('term')
    .find((node) => node.textContent === label);
  return term?.nextElementSibling?.textContent ?? null;
}

describe('issue 23 item 4: the cashier history', () => {
  it('lists deposits and withdrawals beside withdraw in the menu, filters them and opens a receipt', async () => {
    const { credited, pending, withdrawal } = moneyMoved();
    const view = await openHistory();
    const menu = await screen.findByRole('navigation', { name: 'Central do membro' }, { timeout: 8000 });
    const labels = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels.indexOf('Histórico do caixa')).toBe(labels.indexOf('Saque') + 1);

    await screen.findByRole('region', { name: 'Depósitos e saques' }, { timeout: 8000 });
    await waitFor(() => expect(historyLines()).toHaveLength(3));
    const lines = historyLines().map((line) => line.textContent ?? '');
    expect(lines.find((line) => line.includes(credited.id))).toMatch(/Depósito.*R\$\s?150,00.*Creditado/);
    expect(lines.find((line) => line.includes(pending.id))).toMatch(/R\$\s?80,00.*Aguardando pagamento/);
    expect(lines.find((line) => line.includes(withdrawal.id))).toMatch(
      /Saque.*R\$\s?200,00.*Recebido em parte/,
    );

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'Saques');
    await waitFor(() => expect(historyLines()).toHaveLength(1));
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Concluídos');
    expect(await screen.findByText('Nenhuma movimentação com este filtro.')).toBeInTheDocument();
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Em andamento');
    await waitFor(() => expect(historyLines()).toHaveLength(1));

    const print = vi.fn();
    vi.stubGlobal('print', print);
    await view.user.click(historyLines()[0] as HTMLElement);
    const receipt = await findDialog('Comprovante de saque');
    expect(receiptValue(receipt, 'Status')).toBe('Recebido em parte');
    expect(receiptValue(receipt, 'Valor do saque')).toMatch(/R\$\s?200,00/);
    expect(receiptValue(receipt, 'Taxa de saque')).toMatch(/R\$\s?\d+,\d\d/);
    expect(receiptValue(receipt, 'Recebido')).toMatch(/R\$\s?100,00/);
    expect(receiptValue(receipt, 'Falta receber')).toMatch(/R\$\s?\d+,\d\d/);
    expect(receiptValue(receipt, 'Pedido em')).toMatch(/\d\d\/\d\d\/\d{4}/);
    expect(receiptValue(receipt, 'Aprovado em')).toMatch(/\d\d\/\d\d\/\d{4}/);
    expect(within(receipt).getByRole('textbox', { name: 'Número de referência' })).toHaveValue(withdrawal.id);
    await view.user.click(within(receipt).getByRole('button', { name: 'Copiar Número de referência' }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(withdrawal.id));
    // The receipt alone is printed (the print stylesheet), and the print dialog saves it as PDF.
    await view.user.click(within(receipt).getByRole('button', { name: 'Salvar como PDF' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('shares the receipt as a PNG file where the browser can share files, with the receipt drawn on it', async () => {
    const { credited } = moneyMoved();
    const drawn = drawableCanvas();
    const share = vi.fn(async (_data: ShareData) => undefined);
    shareSheet(share, true);
    const view = await openHistory();
    await screen.findByRole('region', { name: 'Depósitos e saques' }, { timeout: 8000 });
    await waitFor(() => expect(historyLines()).toHaveLength(3));
    await view.user.click(
      historyLines().find((line) => line.textContent?.includes(credited.id)) as HTMLElement,
    );
    const receipt = await findDialog('Comprovante de depósito');
    await view.user.click(within(receipt).getByRole('button', { name: 'Compartilhar imagem' }));

    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const file = share.mock.calls[0]?.[0].files?.[0];
    expect(file?.type).toBe('image/png');
    expect(file?.name).toBe(`comprovante-${credited.id}.png`);
    expect(drawn).toContain('Comprovante de depósito');
    expect(drawn).toContain(credited.id);
    expect(drawn.some((text) => /R\$\s?150,00/.test(text))).toBe(true);
  });

  it('downloads the receipt as a PNG where the browser cannot share files', async () => {
    const { credited } = moneyMoved();
    drawableCanvas();
    const share = vi.fn(async (_data: ShareData) => undefined);
    shareSheet(share, false);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:receipt');
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(`${this.download} ${this.href}`);
    });
    const view = await openHistory();
    await screen.findByRole('region', { name: 'Depósitos e saques' }, { timeout: 8000 });
    await waitFor(() => expect(historyLines()).toHaveLength(3));
    await view.user.click(
      historyLines().find((line) => line.textContent?.includes(credited.id)) as HTMLElement,
    );
    const receipt = await findDialog('Comprovante de depósito');
    await view.user.click(within(receipt).getByRole('button', { name: 'Compartilhar imagem' }));

    await waitFor(() => expect(downloads).toEqual([`comprovante-${credited.id}.png blob:receipt`]));
    expect(share).not.toHaveBeenCalled();
  });

  it('issue 24 item 4: without the deposit orders call, the withdrawals alone, with no kind filter', async () => {
    const { withdrawal } = moneyMoved();
    await openHistory({ depositOrders: 'missing' });
    await screen.findByRole('region', { name: 'Depósitos e saques' }, { timeout: 8000 });
    await waitFor(() => expect(historyLines()).toHaveLength(1));
    expect(historyLines()[0]).toHaveTextContent(withdrawal.id);
    expect(screen.queryByRole('combobox', { name: 'Tipo' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('issue 24 item 4: without either list, the page says it is not offered here', async () => {
    moneyMoved();
    await openHistory({ depositOrders: 'missing', withdrawOrders: 'missing' });
    expect(
      await screen.findByText('Esta seção não está disponível neste site.', {}, { timeout: 8000 }),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
