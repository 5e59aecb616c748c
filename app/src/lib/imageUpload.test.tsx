import { createWithdrawal, runCashierControl } from '@sorte/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionTokenAtom } from '../state/sessionAtoms.ts';
import { ENCODED_JPEG } from '../test/imageCodec.ts';
import { findDialog, renderApp, simulatedGatewayForFile } from '../test/renderApp.tsx';
import { queryClientOf } from './queryClient.ts';

// Issue 22 item 2 (§4 withdrawal confirmation proof, §5/§9 promotion apply images: png or jpg, ≤ 5 MB): a picked
// image is sent re-encoded (no EXIF, no GPS, nothing after its end) under a name of ours; a file whose bytes are
// not a png or jpg is refused whatever its name says, and an empty one has its own message.
const mock = simulatedGatewayForFile();

const ascii = (text: string) => [...new TextEncoder().encode(text)];
/** A JPEG whose APP1 Exif segment (right after SOI) holds a GPS IFD (latitude ref N), with text after its end. */
function jpegWithGps(): Uint8Array<ArrayBuffer> {
  const tiff = [
    ...ascii('MM'),
    0x00,
    0x2a,
    0x00,
    0x00,
    0x00,
    0x08, // big-endian TIFF header, IFD0 at 8
    0x00,
    0x01,
    0x88,
    0x25,
    0x00,
    0x04,
    0x00,
    0x00,
    0x00,
    0x01,
    0x00,
    0x00,
    0x00,
    0x1a, // GPSInfo -> 26
    0x00,
    0x00,
    0x00,
    0x00, // no next IFD
    0x00,
    0x01,
    0x00,
    0x01,
    0x00,
    0x02,
    0x00,
    0x00,
    0x00,
    0x02,
    ...ascii('N'),
    0x00,
    0x00,
    0x00, // GPSLatitudeRef
    0x00,
    0x00,
    0x00,
    0x00,
  ];
  const exif = [...ascii('Exif'), 0x00, 0x00, ...tiff];
  const app1 = [0xff, 0xe1, (exif.length + 2) >> 8, (exif.length + 2) & 0xff, ...exif];
  return Uint8Array.from([
    0xff,
    0xd8,
    ...app1,
    0xff,
    0xdb,
    0x00,
    0x02,
    0xff,
    0xd9,
    ...ascii('GPS 23.5S 46.6W'),
  ]);
}

const includes = (bytes: Uint8Array, part: number[]) =>
  bytes.some((_, at) => part.every((byte, index) => bytes[at + index] === byte));

/** The multipart bodies the simulated gateway was sent to `path`. */
function captureForms(path: string) {
  const forms: Promise<FormData>[] = [];
  mock.server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(path)) forms.push(request.clone().formData());
  });
  return forms;
}

async function logIn(path: string) {
  const view = await renderApp(mock, { url: '/login' });
  const login = await findDialog('Entrar');
  await view.user.type(within(login).getByRole('textbox', { name: /^nome de usuário/i }), 'jogador01');
  await view.user.type(within(login).getByLabelText(/^senha/i), 'Sorte2026');
  await view.user.click(within(login).getByRole('button', { name: 'Entrar' }));
  await waitFor(() => expect(view.store.get(sessionTokenAtom)).not.toBeNull());
  await view.router.navigate(path);
  return view;
}

describe('issue 22: uploads re-encoded in the browser', () => {
  it('§4 a proof: a renamed HTML file and an empty one are refused, the typed amount stays, and the JPEG sent carries no EXIF, no GPS and our own name', async () => {
    const account = mock.db.findAccount('jogador01');
    if (!account) throw new Error('no jogador01');
    createWithdrawal(mock.db, account, 200);
    expect(runCashierControl(mock.db, { action: 'approveWithdrawal', account: 'jogador01' }).status).toBe(
      200,
    );
    const sent = captureForms('PAY_withdrawConfirm');
    const view = await logIn('/member/withdraw');
    await queryClientOf(view.store).invalidateQueries();
    await view.user.click(
      await screen.findByRole('button', { name: 'Confirmar recebimento' }, { timeout: 8000 }),
    );
    const dialog = await findDialog('Você recebeu o saque?');
    await view.user.click(within(dialog).getByRole('radio', { name: /recebi só uma parte/i }));
    const received = within(dialog).getByRole('textbox', { name: /^valor recebido/i });
    await view.user.type(received, '100');
    const input = within(dialog).getByLabelText(/comprovante de pagamento/i);
    const send = within(dialog).getByRole('button', { name: 'Enviar resposta' });

    const html = new File([Uint8Array.from(ascii('<html><script>alert(1)</script></html>'))], 'proof.jpg', {
      type: 'image/jpeg',
    });
    await view.user.upload(input, html);
    await view.user.click(send);
    expect(await within(dialog).findByText('Este arquivo não é uma imagem PNG ou JPG')).toBeInTheDocument();

    await view.user.click(within(dialog).getByRole('button', { name: /^remover/i }));
    await view.user.upload(input, new File([], 'vazio.jpg', { type: 'image/jpeg' }));
    expect(await within(dialog).findByText('O arquivo está vazio')).toBeInTheDocument();
    await view.user.click(send);
    expect(received).toHaveValue('100');
    expect(sent).toHaveLength(0);

    // An empty file is refused at once, with no preview to remove: the next pick replaces it.
    const playerName = 'foto<script>\u202Egpj.jpg';
    await view.user.upload(input, new File([jpegWithGps()], playerName, { type: 'image/jpeg' }));
    await view.user.click(send);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Você recebeu o saque?' })).toBeNull(), {
      timeout: 5000,
    });
    expect(sent).toHaveLength(1);
    const proof = (await sent[0])?.get('proof') as File;
    const bytes = new Uint8Array(await proof.arrayBuffer());
    expect(proof.name).toBe('proof-1.jpg');
    expect(proof.type).toBe('image/jpeg');
    expect(includes(bytes, ascii('Exif'))).toBe(false);
    expect(includes(bytes, [0xff, 0xe1])).toBe(false);
    expect(includes(bytes, [0x88, 0x25])).toBe(false);
    expect(includes(bytes, ascii('GPS'))).toBe(false);
    expect([...bytes]).toEqual(ENCODED_JPEG);
  });

  it('§5 promotion pictures: an empty one has its own message; the one sent is re-encoded under our name', async () => {
    const sent = captureForms('MCS2_applyPromotion');
    const view = await logIn('/member/rewards');
    const card = await screen.findByRole(
      'article',
      { name: 'Bônus de indicação comprovada' },
      { timeout: 8000 },
    );
    await view.user.click(within(card).getByRole('button', { name: 'Candidatar-se' }));
    const dialog = await findDialog(/^Candidatar-se: /);
    await view.user.type(within(dialog).getByRole('textbox', { name: /^comentário/i }), 'Segue a foto');
    await view.user.upload(within(dialog).getByLabelText(/^imagens/i), [
      new File([], 'vazia.png', { type: 'image/png' }),
      new File([jpegWithGps()], '<b>minha casa</b>.jpg', { type: 'image/jpeg' }),
    ]);
    expect(await within(dialog).findByText('O arquivo está vazio')).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: /^remover vazia\.png/i }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Enviar candidatura' }));
    await waitFor(() => expect(sent).toHaveLength(1), { timeout: 5000 });
    const images = (await sent[0])?.getAll('images') as File[];
    expect(images.map((image) => image.name)).toEqual(['promotion-1.jpg']);
    const bytes = new Uint8Array(await (images[0] as File).arrayBuffer());
    expect(includes(bytes, ascii('Exif'))).toBe(false);
    expect(includes(bytes, ascii('GPS'))).toBe(false);
  });
});
