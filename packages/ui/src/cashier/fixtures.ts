import type { DepositChannel, WithdrawalLimits, WithdrawalOrder } from '@sorte/domain';

// Story data for the cashier: realistic BRL values for a Brazilian site.

/** The channels as a gateway lists them (not in display order: the panel puts PIX first). */
export const depositChannels: readonly DepositChannel[] = [
  {
    id: 'bank-itau',
    kind: 'BANK',
    name: 'Transferência bancária',
    min: 50,
    max: 100_000,
    presets: [100, 500, 1_000, 5_000],
  },
  { id: 'pix', kind: 'PIX', name: 'PIX', min: 20, max: 50_000, presets: [30, 50, 100, 200, 500, 1_000] },
  { id: 'picpay', kind: 'EWALLET', name: 'PicPay', min: 10, max: 5_000, presets: [20, 50, 100, 300] },
];

export const pixCopyPasteCode =
  '00020101021226870014br.gov.bcb.pix2565pix.sorte.example/qr/v2/cobv/7d9f0335-8dcc-4054-9bf9-0dbd61d369065204000053039865406150.005802BR5921SORTE PAGAMENTOS LTDA6009SAO PAULO62190515DEP20261125A7K363048A17';

/** The QR code of {@link pixCopyPasteCode} (correction level M), as the app would draw it. */
export const pixQrSrc = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 57 57" shape-rendering="crispEdges"><path fill="#ffffff" d="M0 0h57v57H0z"/><path stroke="#000000" d="M2 2.5h7m2 0h1m4 0h1m2 0h2m1 0h1m3 0h1m2 0h2m4 0h8m1 0h1m3 0h7M2 3.5h1m5 0h1m2 0h3m2 0h1m1 0h1m3 0h6m1 0h1m1 0h1m1 0h2m1 0h1m1 0h1m3 0h1m1 0h2m2 0h1m5 0h1M2 4.5h1m1 0h3m1 0h1m1 0h4m1 0h1m1 0h1m1 0h1m6 0h1m2 0h1m3 0h1m1 0h1m1 0h2m3 0h1m2 0h1m2 0h1m1 0h3m1 0h1M2 5.5h1m1 0h3m1 0h1m1 0h1m3 0h4m1 0h1m1 0h1m1 0h3m1 0h1m1 0h2m7 0h4m2 0h1m1 0h1m1 0h1m1 0h3m1 0h1M2 6.5h1m1 0h3m1 0h1m1 0h2m4 0h4m2 0h1m1 0h1m1 0h5m4 0h1m1 0h2m1 0h1m2 0h2m3 0h1m1 0h3m1 0h1M2 7.5h1m5 0h1m1 0h1m5 0h1m5 0h2m2 0h1m3 0h1m1 0h3m1 0h1m1 0h3m1 0h1m1 0h1m3 0h1m5 0h1M2 8.5h7m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h7M10 9.5h1m1 0h1m2 0h1m2 0h1m1 0h3m3 0h1m3 0h3m2 0h4m1 0h1m3 0h1M2 10.5h1m1 0h5m3 0h2m3 0h1m2 0h1m1 0h3m1 0h5m1 0h4m3 0h3m3 0h1m2 0h5M3 11.5h1m5 0h1m4 0h2m2 0h4m2 0h3m1 0h2m1 0h2m1 0h5m2 0h2m1 0h4m1 0h2m2 0h1M3 12.5h6m2 0h6m1 0h4m1 0h1m2 0h1m6 0h3m3 0h1m1 0h1m4 0h1m2 0h2m1 0h2M2 13.5h3m2 0h1m3 0h1m2 0h3m1 0h3m1 0h2m2 0h1m2 0h1m2 0h1m1 0h2m1 0h1m2 0h1m1 0h1m1 0h2m1 0h1m1 0h2m1 0h2M8 14.5h5m2 0h1m1 0h1m1 0h1m5 0h4m1 0h6m3 0h4m2 0h1m1 0h1m3 0h1m1 0h1M5 15.5h2m4 0h2m1 0h1m1 0h2m2 0h3m3 0h1m1 0h1m3 0h1m1 0h1m1 0h1m5 0h1m3 0h3m1 0h1m1 0h2M2 16.5h3m1 0h3m6 0h2m2 0h1m1 0h5m2 0h5m2 0h5m3 0h2m3 0h2m3 0h1M5 17.5h1m1 0h1m1 0h2m5 0h2m2 0h1m1 0h1m1 0h1m1 0h1m1 0h1m4 0h1m2 0h2m4 0h5m1 0h2m3 0h1M5 18.5h4m1 0h1m1 0h1m1 0h1m2 0h1m1 0h1m1 0h1m1 0h2m2 0h1m1 0h4m2 0h2m2 0h1m1 0h1m3 0h3m2 0h2m2 0h1M4 19.5h2m3 0h2m1 0h2m2 0h1m2 0h2m1 0h1m3 0h1m1 0h1m1 0h1m1 0h1m3 0h2m2 0h1m1 0h1m4 0h5m1 0h2M2 20.5h2m1 0h2m1 0h1m1 0h2m1 0h1m3 0h2m3 0h1m1 0h2m1 0h6m2 0h1m1 0h2m1 0h1m2 0h2m1 0h1m1 0h1m3 0h1M3 21.5h4m2 0h2m2 0h1m1 0h1m2 0h1m3 0h3m1 0h1m2 0h2m1 0h2m1 0h1m1 0h1m3 0h1m2 0h2m1 0h1m1 0h2M3 22.5h1m1 0h5m3 0h1m1 0h3m2 0h1m3 0h2m1 0h1m1 0h3m6 0h2m1 0h1m1 0h1m1 0h2m5 0h3M2 23.5h1m1 0h1m1 0h2m1 0h5m1 0h2m1 0h1m2 0h3m1 0h5m2 0h1m1 0h2m1 0h2m2 0h1m3 0h1M2 24.5h1m2 0h4m1 0h6m4 0h2m4 0h2m2 0h3m5 0h2m1 0h1m5 0h1m1 0h2m2 0h1M2 25.5h1m2 0h1m1 0h1m1 0h1m1 0h3m3 0h1m3 0h2m1 0h2m2 0h9m1 0h2m1 0h2m1 0h1m4 0h1m2 0h3M2 26.5h1m1 0h1m1 0h5m3 0h1m6 0h4m1 0h5m1 0h1m1 0h1m1 0h2m1 0h2m2 0h2m1 0h9M5 27.5h2m3 0h1m4 0h2m1 0h2m4 0h3m3 0h2m3 0h1m4 0h2m1 0h2m1 0h1m3 0h1m3 0h1M3 28.5h1m2 0h1m1 0h1m1 0h1m1 0h1m4 0h7m1 0h2m1 0h1m1 0h2m1 0h1m3 0h1m1 0h2m2 0h1m1 0h2m1 0h1m1 0h4M2 29.5h1m2 0h2m3 0h1m3 0h1m1 0h1m1 0h2m2 0h1m2 0h2m3 0h2m1 0h1m1 0h2m3 0h1m1 0h3m1 0h1m3 0h1m2 0h2M5 30.5h8m2 0h2m2 0h1m3 0h2m1 0h6m3 0h1m2 0h2m1 0h1m1 0h1m2 0h5m1 0h3M4 31.5h1m1 0h1m3 0h3m1 0h2m6 0h1m4 0h1m2 0h1m2 0h1m1 0h1m1 0h2m5 0h1m1 0h1m1 0h1m1 0h2m1 0h1M2 32.5h1m2 0h1m1 0h2m3 0h4m2 0h6m1 0h1m1 0h2m1 0h1m4 0h2m2 0h1m1 0h1m1 0h1m3 0h1m2 0h4M2 33.5h2m1 0h1m5 0h1m2 0h3m1 0h2m1 0h4m1 0h1m1 0h1m1 0h2m2 0h2m1 0h1m2 0h1m2 0h5m1 0h1M2 34.5h1m4 0h9m1 0h2m3 0h1m1 0h1m2 0h3m4 0h2m2 0h1m2 0h1m1 0h1m1 0h3m1 0h1m1 0h2M4 35.5h2m5 0h3m2 0h3m6 0h2m2 0h1m1 0h1m1 0h1m1 0h1m2 0h1m1 0h1m4 0h1m1 0h1m2 0h1m1 0h2M5 36.5h2m1 0h1m6 0h2m1 0h1m1 0h3m2 0h1m1 0h1m1 0h2m1 0h3m4 0h5m2 0h1m1 0h1m3 0h2M3 37.5h1m1 0h1m4 0h5m1 0h2m5 0h1m1 0h2m2 0h1m5 0h1m1 0h1m9 0h1m4 0h3M2 38.5h1m1 0h6m3 0h2m1 0h2m2 0h1m1 0h1m2 0h1m2 0h1m1 0h1m9 0h2m2 0h1m1 0h1m2 0h3m1 0h2M3 39.5h5m1 0h1m2 0h1m2 0h2m1 0h1m1 0h3m1 0h7m4 0h1m1 0h2m5 0h2m1 0h2M3 40.5h1m4 0h1m2 0h3m2 0h1m1 0h1m1 0h1m1 0h2m2 0h2m3 0h2m5 0h1m2 0h3m2 0h4m1 0h1m1 0h1M2 41.5h3m5 0h2m1 0h5m3 0h1m6 0h3m2 0h2m2 0h1m1 0h3m1 0h3m2 0h2m2 0h2M3 42.5h4m1 0h1m1 0h4m1 0h7m1 0h1m1 0h1m2 0h1m3 0h1m1 0h1m1 0h1m1 0h1m1 0h3m1 0h1m2 0h1m2 0h2m1 0h1M4 43.5h4m1 0h3m4 0h1m2 0h4m3 0h2m1 0h2m1 0h4m1 0h1m1 0h6m5 0h1m1 0h1M2 44.5h2m1 0h6m3 0h7m1 0h3m1 0h1m4 0h2m1 0h1m1 0h3m4 0h1m1 0h3m1 0h1m3 0h2M3 45.5h2m6 0h1m1 0h1m3 0h1m3 0h3m3 0h1m1 0h1m3 0h2m2 0h2m1 0h1m3 0h3m1 0h3m2 0h2M5 46.5h1m2 0h1m3 0h3m2 0h1m2 0h2m3 0h7m4 0h1m1 0h4m3 0h6m1 0h1M10 47.5h2m5 0h1m2 0h1m1 0h1m2 0h2m3 0h1m1 0h1m2 0h4m2 0h2m1 0h1m1 0h1m3 0h2m2 0h1M2 48.5h7m6 0h7m2 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m3 0h2m4 0h3m1 0h1m1 0h1m2 0h1M2 49.5h1m5 0h1m1 0h1m1 0h10m1 0h2m1 0h1m3 0h1m6 0h1m1 0h1m2 0h1m1 0h1m1 0h1m3 0h1M2 50.5h1m1 0h3m1 0h1m1 0h1m1 0h2m5 0h3m2 0h1m1 0h6m1 0h4m1 0h4m1 0h8m2 0h2M2 51.5h1m1 0h3m1 0h1m1 0h1m1 0h1m4 0h1m1 0h1m1 0h1m1 0h1m1 0h2m3 0h3m1 0h1m2 0h1m2 0h3m1 0h1m3 0h3m2 0h1M2 52.5h1m1 0h3m1 0h1m1 0h2m1 0h1m1 0h3m2 0h4m2 0h6m1 0h5m1 0h3m1 0h1m1 0h1m1 0h2m1 0h1m1 0h2M2 53.5h1m5 0h1m2 0h2m1 0h1m5 0h7m1 0h1m3 0h4m2 0h1m3 0h1m3 0h3m3 0h1M2 54.5h7m1 0h1m1 0h1m1 0h2m2 0h3m2 0h5m1 0h1m1 0h2m3 0h1m1 0h1m1 0h3m1 0h3m4 0h3"/></svg>',
)}`;

/** 2026-11-25 21:00 in São Paulo: the stories' fixed clock. */
export const storyNow = Date.parse('2026-11-26T00:00:00Z');

export const withdrawalLimits: WithdrawalLimits = {
  min: 50,
  max: 10_000,
  available: 1_284.6,
  fee: { fixed: 2, rate: 0.01 },
};

export const withdrawal: WithdrawalOrder = {
  id: 'WD20261125-0042',
  amount: 500,
  fee: 7,
  status: 'PENDING',
  createdAt: '2026-11-25T23:42:00Z',
};

/** A small picture of a payment receipt (120×160 png). */
export function receiptImage(name = 'comprovante.png'): File {
  const bytes = Uint8Array.from(atob(receiptPng), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

const receiptPng =
  'iVBORw0KGgoAAAANSUhEUgAAAHgAAACgCAIAAABIaz/HAAABIklEQVR42u3aoQ2AMBRF0U5SzwyM1MWQSAZgJ0gVDgmuLZ+TXFl11M9LU1qKWoQANGiBBg0aAWjQAg0aNAXQoAUaNGiBBi3QoEELNGiBBg1aoMN0nFUNAg0atECDBo0ANGiBBg2aAmjQAg0a9Pujddt/G2jQoEGDBg3aeeeOFmjQoAUatECDBi3QoGVUAg0aNGjQoF0doEELNGiBBg1aoEELtK0j8mYCGjRogf44tJx3oAUaNGiBBi3QoEHLHj3M7zrQoEGDBh0aWqBBCzRo0AINWqBBgxZo0AINGrRAgxboQaHzNOsh0KBBgwYNGjRo0KBBgwYNGjRo0KD7QcseDVqgQYMWaNACDRq0QIMWaNCgBRq0QIMGLdCgBRo0aIEGrbsLiJT+/x1r0TkAAAAASUVORK5CYII=';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches an amount in reais as pt-BR ('R$ 1.284,60') or English ('R$1,284.60') writes it, inside a text. */
export function brl(
  pt: string,
  en: string = pt.replace(/\./g, '#').replace(',', '.').replace(/#/g, ','),
): RegExp {
  return new RegExp(`R\\$\\s?(${escapeRegExp(pt)}|${escapeRegExp(en)})`);
}
