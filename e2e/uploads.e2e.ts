import { expect, resetLiveGateway, sites, test } from './support/browser.ts';
import { noiseJpeg, withExifGps } from './support/images.ts';
import { logIn } from './support/journeys.ts';

// Issue 22 item 2 (§5/§9 Promotion apply: png or jpg pictures): in a real browser the picked photo is decoded and
// re-encoded before it leaves, so the bytes sent carry no EXIF, no GPS and nothing after the image's end, under a
// name of ours; a file whose bytes are not an image is refused whatever its name says. Chromium hands Playwright no
// multipart body with a file part, so the page's XMLHttpRequest keeps each FormData it sends for the test to read.

const includes = (body: Buffer, text: string) => body.includes(Buffer.from(text, 'binary'));

test('live mode: a photo with EXIF GPS is sent re-encoded, without its metadata and under our own name', async ({
  pages,
}) => {
  await resetLiveGateway();
  const { page, problems } = await pages.newPage();
  await page.addInitScript(() => {
    const sent: FormData[] = [];
    Object.assign(window, { sentForms: sent });
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body) {
      if (body instanceof FormData) sent.push(body);
      return send.call(this, body);
    };
  });
  await page.goto(`${sites.live}/login?redirect=%2Fmember%2Frewards`);
  await logIn(page);
  const card = page.getByRole('article', { name: 'Bônus de indicação comprovada' });
  await card.getByRole('button', { name: 'Candidatar-se' }).click();
  const dialog = page.getByRole('dialog', { name: /^candidatar-se: /i });
  await dialog.getByRole('textbox', { name: /^comentário/i }).fill('Foto do comprovante');
  const pictures = dialog.getByLabel(/^imagens/i);

  await pictures.setInputFiles({
    name: 'proof.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('<html><script>alert(1)</script></html>'),
  });
  await expect(dialog.getByText('Apenas imagens png ou jpg')).toBeVisible();
  await dialog.getByRole('button', { name: /^remover proof\.jpg/i }).click();

  const photo = withExifGps(await noiseJpeg(page, 64, 48));
  expect(includes(photo, 'Exif')).toBe(true);
  const playerName = 'foto<script>\u202Egpj.jpg';
  await pictures.setInputFiles({ name: playerName, mimeType: 'image/jpeg', buffer: photo });
  await expect(dialog.getByRole('img', { name: /^prévia de /i })).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Enviar candidatura' }).click();
  await expect(dialog).toBeHidden();
  const files = await page.evaluate(async () => {
    const forms = (window as unknown as { sentForms: FormData[] }).sentForms;
    return Promise.all(
      forms.flatMap((form) =>
        form
          .getAll('images')
          .filter((part): part is File => part instanceof File)
          .map(async (file) => ({
            name: file.name,
            type: file.type,
            bytes: [...new Uint8Array(await file.arrayBuffer())],
          })),
      ),
    );
  });
  expect(files.map(({ name, type }) => [name, type])).toEqual([['promotion-1.jpg', 'image/jpeg']]);
  const sent = Buffer.from(files[0]?.bytes ?? []);
  expect([...sent.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  expect(sent.includes(Buffer.from([0xff, 0xe1]))).toBe(false);
  expect(includes(sent, 'Exif')).toBe(false);
  expect(includes(sent, 'GPS')).toBe(false);
  expect([...sent.subarray(-2)]).toEqual([0xff, 0xd9]);
  await expect(card.getByText('Em análise')).toBeVisible();
  expect(problems.errors.filter((error) => !/^Connecting to 'blob:/.test(error))).toEqual([]);
});
