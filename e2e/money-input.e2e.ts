import type { Page, Request } from '@playwright/test';
import { expect, resetLiveGateway, sites, test } from './support/browser.ts';
import { logIn } from './support/journeys.ts';

// Issue 22 item 1 (spec §5: money in two decimals): what the player types is read as the page's language writes it,
// and the gateway receives exactly that amount, or nothing when it is refused. Live mode: the requests cross the
// network to the local HTTP gateway, where the page's own request bodies can be read.

const WITHDRAW_PASSWORD = '135790';
const THREE_DECIMALS = /use no máximo duas casas decimais/i;

/** The JSON bodies the page POSTs to a gateway call (`GCS_walletTransfer`, `PAY_deposit`...), as they go out. */
function sentTo(page: Page, call: string): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && request.url().includes(`/${call}`))
      bodies.push(request.postDataJSON());
  });
  return bodies;
}

async function refused(page: Page, field: ReturnType<Page['getByRole']>, submit: () => Promise<void>) {
  for (const typed of ['0,999', '10,555']) {
    await field.fill(typed);
    await submit();
    await expect(field).toHaveAccessibleDescription(THREE_DECIMALS);
    // The field keeps what the player typed.
    await expect(field).toHaveValue(typed);
  }
  await expect(page.getByText(/^você (vai|está)/i)).toHaveCount(0);
}

test.describe('money typed as the language writes it (live mode)', () => {
  test.beforeEach(async () => {
    await resetLiveGateway();
  });

  test('wallet transfer: 0,999 and 10,555 are refused, 1.234,56 goes out as 1234.56', async ({ pages }) => {
    const { page, problems } = await pages.newPage();
    const sent = sentTo(page, 'GCS_walletTransfer');
    await page.goto(`${sites.live}/login?redirect=%2Fmember%2Ftransfer`);
    await logIn(page);
    const form = page.getByRole('form', { name: 'Transferência entre carteiras' });
    await form.getByRole('combobox', { name: /carteira de jogo/i }).selectOption('AOVIVO');
    const amount = form.getByRole('textbox', { name: /^valor/i });
    const send = () => form.getByRole('button', { name: 'Transferir' }).click();
    await refused(page, amount, send);
    await amount.fill('1.234,56');
    await expect(form.getByText(/^Você vai transferir R\$\s1\.234,56 para Ao Vivo Studio$/)).toBeVisible();
    await send();
    await expect(page.getByText('Transferência concluída')).toBeVisible();
    expect(sent).toEqual([expect.objectContaining({ amount: 1234.56 })]);
    expect(problems.errors).toEqual([]);
  });

  test('deposit: R$ 100,00 goes out as 100, three decimals never', async ({ pages }) => {
    const { page, problems } = await pages.newPage();
    const sent = sentTo(page, 'PAY_deposit');
    await page.goto(`${sites.live}/login?redirect=%2Fmember%2Fdeposit`);
    await logIn(page);
    const amount = page.getByRole('textbox', { name: /^valor do depósito/i });
    const send = () => page.getByRole('button', { name: 'Depositar' }).click();
    await refused(page, amount, send);
    await amount.fill('R$ 100,00');
    await expect(page.getByText(/^Você vai depositar R\$\s100,00$/)).toBeVisible();
    await send();
    await expect(page.getByRole('img', { name: /QR code PIX/i })).toBeVisible();
    expect(sent).toEqual([expect.objectContaining({ amount: 100 })]);
    expect(problems.errors).toEqual([]);
  });

  test('withdraw: three decimals refused with no fee or payout quoted; 1.234,56 is what is asked for', async ({
    pages,
  }) => {
    const { page, problems } = await pages.newPage();
    await page.goto(`${sites.live}/login?redirect=%2Fmember%2Fwithdraw`);
    await logIn(page);
    const amount = page.getByRole('textbox', { name: /^valor do saque/i });
    await page.getByRole('textbox', { name: /^chave pix/i }).fill('529.982.247-25');
    await page.getByLabel(/^senha de saque/i).fill(WITHDRAW_PASSWORD);
    await refused(page, amount, () => page.getByRole('button', { name: 'Continuar' }).click());
    // Issue 23 defect 8: no fee and no payout for an amount that cannot be withdrawn.
    for (const term of ['Taxa de saque', 'Você recebe'])
      await expect(page.getByText(term).first().locator('xpath=following-sibling::dd[1]')).toHaveText('—');
    await amount.fill('1.234,56');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('button', { name: 'Confirmar saque' })).toBeVisible();
    await expect(page.getByText(/R\$\s1\.234,56/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Confirmar saque' }).click();
    await expect(page.getByText('Aguardando aprovação')).toBeVisible();
    // 1.523,75 less the 1.234,56 asked for: not 1.234.56 read another way.
    await expect(page.getByRole('banner')).toContainText('289,19');
    expect(problems.errors).toEqual([]);
  });

  test('the Arabic page reads its own digits and decimal mark: ١٢٣٫٤٥ goes out as 123.45', async ({
    pages,
  }) => {
    const { page, problems } = await pages.newPage();
    const sent = sentTo(page, 'GCS_walletTransfer');
    await page.goto(`${sites.live}/login?redirect=%2Fmember%2Ftransfer`);
    await logIn(page);
    await page.goto(`${sites.live}/member/transfer?lang=AR`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('combobox', { name: /محفظة اللعبة/ }).selectOption('AOVIVO');
    const amount = page.getByRole('textbox', { name: /المبلغ/ });
    await amount.fill('٠٫٩٩٩');
    await page.getByRole('button', { name: /^تحويل$/ }).click();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
    await expect(amount).toHaveValue('٠٫٩٩٩');
    await amount.fill('١٢٣٫٤٥');
    await page.getByRole('button', { name: /^تحويل$/ }).click();
    await expect.poll(() => sent).toEqual([expect.objectContaining({ amount: 123.45 })]);
    expect(problems.errors).toEqual([]);
  });
});
