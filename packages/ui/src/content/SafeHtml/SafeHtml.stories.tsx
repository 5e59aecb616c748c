import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { allHostileHtml, announcements, squareArt } from '../fixtures.ts';
import { storyPage } from '../storyFrame.css.ts';
import { SafeHtml } from './SafeHtml.tsx';
import { SafeHtmlPolicyProvider } from './SafeHtmlPolicyContext.tsx';
import { sanitizeHtml, sanitizeWith } from './sanitizeHtml.ts';

const richHtml = `<h2>Regras da promoção</h2><p>Deposite a partir de <b>R$ 20</b> e receba <em>100%</em> de bônus.</p><ul><li>Rollover de 10×</li><li>Válido por 7 dias</li></ul><table><thead><tr><th>Nível</th><th>Bônus</th></tr></thead><tbody><tr><td>Bronze</td><td>50%</td></tr><tr><td>Ouro</td><td>100%</td></tr></tbody></table><p><img src="${squareArt}" alt="Sorte" width="64" height="64"></p><p>Veja o <a href="/member" target="_blank">centro do membro</a> ou o nosso <a href="https://t.me/sorte_demo">Telegram</a>.</p>`;

const meta = {
  title: 'Content/SafeHtml',
  component: SafeHtml,
  args: { html: richHtml },
  decorators: [
    (Story) => (
      <div className={storyPage}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

const alertSpy = fn();

/** Replaces window.alert for the story, so any hostile script that ran would be caught. */
async function watchAlert() {
  const original = window.alert;
  alertSpy.mockClear();
  window.alert = alertSpy;
  return () => {
    window.alert = original;
  };
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Regras da promoção' })).toBeVisible();
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Sorte' })).toHaveAttribute('loading', 'lazy');
    const internal = canvas.getByRole('link', { name: 'centro do membro' });
    await expect(internal).toHaveAttribute('href', '/member');
    await expect(internal).not.toHaveAttribute('target');
    const external = canvas.getByRole('link', { name: 'Telegram' });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Every hostile sample of the simulated gateway at once: nothing survives that could run or escape. */
export const HostileNeutralised: Story = {
  args: { html: allHostileHtml },
  beforeEach: watchAlert,
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByText('Texto normal antes.')).toBeVisible();
    const root = canvasElement.querySelector('p')?.parentElement as HTMLElement;
    await expect(
      root.querySelectorAll(
        'script, iframe, frame, form, input, button, object, embed, meta, style, template, svg',
      ),
    ).toHaveLength(0);
    for (const element of root.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        await expect(attribute.name).not.toMatch(/^on/i);
        await expect(attribute.name).not.toBe('style');
        await expect(attribute.value).not.toMatch(/^\s*(javascript|data:text)/i);
      }
    }
    // The link text stays readable; only its javascript: target is gone.
    await expect(canvas.getByText('Clique aqui para resgatar')).not.toHaveAttribute('href');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(alertSpy).not.toHaveBeenCalled();
  },
};

/** The hostile announcements of the fixtures, one by one, through the sanitizer itself. */
export const HostileAnnouncements: Story = {
  args: { html: announcements.map((item) => item.content).join('') },
  beforeEach: watchAlert,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Bem-vindo!' })).toBeVisible();
    for (const item of announcements) {
      const clean = String(sanitizeHtml(item.content));
      await expect(clean).not.toMatch(/<script|<iframe|<form|<object|<embed|<meta|\son\w+=|javascript:/i);
    }
    await expect(alertSpy).not.toHaveBeenCalled();
  },
};

const offListHtml = `<p>Imagem de fora: <img src="https://other.example/pixel.gif" alt="rastreador"></p><p><img src="${squareArt}" alt="Sorte" width="64" height="64"></p><video poster="https://other.example/poster.jpg"></video><p>Links: <a href="https://other.example/premio">prêmio falso</a>, <a href="https://t.me/sorte_demo">Telegram</a>, <a href="mailto:ajuda@other.example">e-mail</a>, <a href="/promotions">promoções</a>.</p>`;

/**
 * Images and links keep only the site's own addresses and the configured hosts (here: links to t.me, no image
 * host): the off-list image is gone before it can be requested, the off-list links keep their text only.
 */
export const OffListAddressesRemoved: Story = {
  args: { html: offListHtml },
  render: (args) => (
    <SafeHtmlPolicyProvider value={{ linkHosts: ['t.me'], imageHosts: [] }}>
      <SafeHtml {...args} />
    </SafeHtmlPolicyProvider>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('img', { name: 'Sorte' })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'rastreador' })).toBeNull();
    await expect(canvasElement.querySelector('[src*="other.example"], [poster*="other.example"]')).toBeNull();
    await expect(canvas.getByText('prêmio falso')).not.toHaveAttribute('href');
    await expect(canvas.getByText('e-mail')).not.toHaveAttribute('href');
    await expect(canvas.getByRole('link', { name: 'Telegram' })).toHaveAttribute(
      'href',
      'https://t.me/sorte_demo',
    );
    await expect(canvas.getByRole('link', { name: 'promoções' })).toHaveAttribute('href', '/promotions');
    // An allowlisted image host keeps its image; without a policy even the link host is refused.
    const withImageHost = String(sanitizeHtml(offListHtml, { linkHosts: [], imageHosts: ['other.example'] }));
    await expect(withImageHost).toContain('src="https://other.example/pixel.gif"');
    await expect(withImageHost).not.toContain('href="https://t.me/sorte_demo"');
    await expect(String(sanitizeHtml(offListHtml))).not.toMatch(/other\.example|t\.me/);
  },
};

/** Chromium has Trusted Types: the sanitizer returns TrustedHTML from the 'dompurify' policy. */
export const TrustedType: Story = {
  args: { html: '<p>Conteúdo confiável</p>' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Conteúdo confiável')).toBeVisible();
    const types = (window as { trustedTypes?: { isHTML: (value: unknown) => boolean } }).trustedTypes;
    await expect(types).toBeDefined();
    await expect(types?.isHTML(sanitizeHtml('<p>x</p>'))).toBe(true);
  },
};

/** A browser where DOMPurify cannot run: the gateway's HTML becomes escaped text, never HTML as it came. */
export const SanitizerUnsupported: Story = {
  args: { html: '<p>Conteúdo confiável</p>' },
  play: async () => {
    const sanitize = fn();
    const clean = String(sanitizeWith({ isSupported: false, sanitize }, allHostileHtml));
    await expect(sanitize).not.toHaveBeenCalled();
    await expect(clean).toContain('Texto normal antes.');
    await expect(clean).not.toMatch(/[<>]/);
  },
};

/** Gateway HTML takes the direction of its own text, whatever the page's: Arabic right to left, Portuguese left to right. */
export const OwnDirection: Story = {
  render: () => (
    <>
      <SafeHtml id="arabic" html="<p>مرحبًا بك في <b>Sorte</b>: عروض جديدة كل أسبوع.</p>" />
      <SafeHtml id="portuguese" html="<p>Bem-vindo à <b>Sorte</b>: novas promoções toda semana.</p>" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const direction = (id: string) =>
      getComputedStyle(canvasElement.querySelector(`#${id} p`) as HTMLElement).direction;
    await waitFor(() => expect(direction('arabic')).toBe('rtl'));
    await expect(direction('portuguese')).toBe('ltr');
  },
};

export const Empty: Story = {
  args: { html: null },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector(`.${storyPage} > div`);
    await expect(root).not.toBeNull();
    await waitFor(() => expect(root?.innerHTML).toBe(''));
  },
};
