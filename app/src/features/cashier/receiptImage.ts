import type { SharedReceipt } from '@sorte/ui';

const WIDTH = 720;
const PADDING = 40;
const LINE_HEIGHT = 44;
const INK = '#1a1a1a';
const MUTED = '#5c5c5c';
const RULE = '#d9d9d9';

/** Words of `text` in lines no wider than `width` (a word wider than the line stays whole on its own line). */
function wrapped(context: CanvasRenderingContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && context.measureText(candidate).width > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The receipt drawn as a paper slip (dark on white whatever the theme, so it reads in any chat): title, amount, each
 * field with its label at the start and its value at the end, then the note; in the page's direction.
 */
function drawReceipt(canvas: HTMLCanvasElement, receipt: SharedReceipt, fontFamily: string, rtl: boolean) {
  const context = canvas.getContext('2d');
  if (!context) return false;
  const start = rtl ? WIDTH - PADDING : PADDING;
  const end = rtl ? PADDING : WIDTH - PADDING;
  const textWidth = WIDTH - 2 * PADDING;
  context.font = `16px ${fontFamily}`;
  const noteLines = receipt.note ? wrapped(context, receipt.note, textWidth) : [];
  canvas.width = WIDTH;
  canvas.height = PADDING * 2 + 120 + receipt.lines.length * LINE_HEIGHT + noteLines.length * 24 + 16;

  // Resizing the canvas resets its state: set it after.
  context.direction = rtl ? 'rtl' : 'ltr';
  context.textBaseline = 'middle';
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.textAlign = 'start';
  context.fillStyle = INK;
  context.font = `bold 24px ${fontFamily}`;
  context.fillText(receipt.title, start, PADDING + 12);
  context.font = `bold 36px ${fontFamily}`;
  context.fillText(receipt.amount, start, PADDING + 68);

  let y = PADDING + 120;
  for (const [label, value] of receipt.lines) {
    context.fillStyle = RULE;
    context.fillRect(PADDING, y, textWidth, 1);
    context.font = `16px ${fontFamily}`;
    context.fillStyle = MUTED;
    context.textAlign = 'start';
    context.fillText(label, start, y + LINE_HEIGHT / 2, textWidth / 2);
    context.font = `bold 16px ${fontFamily}`;
    context.fillStyle = INK;
    context.textAlign = 'end';
    context.fillText(value, end, y + LINE_HEIGHT / 2, textWidth / 2);
    y += LINE_HEIGHT;
  }
  context.font = `16px ${fontFamily}`;
  context.fillStyle = MUTED;
  context.textAlign = 'start';
  y += 16;
  for (const line of noteLines) {
    context.fillText(line, start, y);
    y += 24;
  }
  return true;
}

/** The receipt as a PNG file named by its reference, or null where the browser cannot draw one. */
export async function receiptPng(receipt: SharedReceipt): Promise<File | null> {
  const canvas = document.createElement('canvas');
  const fontFamily = getComputedStyle(document.body).fontFamily || 'sans-serif';
  if (!drawReceipt(canvas, receipt, fontFamily, document.documentElement.dir === 'rtl')) return null;
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return blob ? new File([blob], `comprovante-${receipt.reference}.png`, { type: 'image/png' }) : null;
}

/** Hands the file to the browser as a download. */
function download(file: File) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Shares the receipt's image through the share sheet where the browser can share files, downloads it otherwise;
 * where no image can be drawn, prints the receipt (the print dialog saves it as PDF). Closing the share sheet
 * rejects: nothing to say.
 */
export async function shareReceiptImage(receipt: SharedReceipt): Promise<void> {
  const file = await receiptPng(receipt);
  if (!file) {
    window.print();
    return;
  }
  const data: ShareData = { title: receipt.title, files: [file] };
  if (typeof navigator.share === 'function' && navigator.canShare?.(data)) {
    await navigator.share(data).catch(() => undefined);
  } else download(file);
}
