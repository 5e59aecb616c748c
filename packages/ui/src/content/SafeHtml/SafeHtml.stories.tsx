import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../../components/Button/index.ts';
import * as modalStyles from '../../modals/Modal/Modal.css.ts';
import { allHostileHtml, announcements, squareArt } from '../fixtures.ts';
import { storyColumn, storyPage } from '../storyFrame.css.ts';
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

/**
 * What must not dress gateway HTML as the site (issue 22 item 3): the site's own class names, ids and names, a
 * label for the site's controls, popovers, focus order, roles and aria references; a dialog, SVG or MathML.
 */
const dressingHtml = `<p class="${modalStyles.overlay}" id="root" name="login" role="dialog" tabindex="1" aria-owns="root" aria-live="assertive">Texto com classe</p><label for="root">Rótulo do site</label><div popover="manual" id="pop">Janela</div><dialog open>Diálogo aberto</dialog><details open><summary>Detalhes</summary>Conteúdo dos detalhes</details><svg><foreignObject><div class="${modalStyles.overlay}">Objeto estrangeiro</div></foreignObject></svg><math><mi>x</mi><mtext><div>Fórmula</div></mtext></math><a href="/promotions" id="cta" tabindex="1">Promoções</a>`;

export const DressingRemoved: Story = {
  args: { html: dressingHtml },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Texto com classe')).toBeVisible();
    const root = canvasElement.querySelector('[data-gateway-html]') as HTMLElement;
    await expect(root.querySelectorAll('dialog, svg, math, foreignObject, [popover]')).toHaveLength(0);
    for (const element of root.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        await expect(attribute.name).not.toMatch(
          /^(class|id|name|for|role|tabindex|popover.*|command.*|part|exportparts|slot|aria-.*)$/,
        );
      }
    }
    // The words stay; a harmless details element stays as it came.
    await expect(canvas.getByText('Diálogo aberto')).toBeVisible();
    await expect(canvas.getByText('Rótulo do site')).toBeVisible();
    await expect(canvas.getByText('Conteúdo dos detalhes')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Promoções' })).toHaveAttribute('href', '/promotions');
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/** The points outside the gateway HTML's box that must be the page's own: viewport corners, the box's sides, a button. */
async function expectNothingCoveredOutside(canvasElement: HTMLElement) {
  const box = canvasElement.querySelector('[data-gateway-html]') as HTMLElement;
  const button = canvasElement.querySelector('button') as HTMLElement;
  const inner = box.getBoundingClientRect();
  const centre = document.elementFromPoint(inner.x + inner.width / 2, inner.y + inner.height / 2);
  await expect(box.contains(centre), 'the content itself is under the centre of its box').toBe(true);
  const width = document.documentElement.clientWidth;
  const height = document.documentElement.clientHeight;
  const target = button.getBoundingClientRect();
  const steps = (from: number, to: number, step: number) =>
    Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, index) => from + index * step);
  const at = (x: number, y: number): [number, number] => [x, y];
  // A grid over the whole viewport, the viewport's corners, and all around the box just outside it.
  const points = [
    ...steps(2, width - 3, 32).flatMap((x) => steps(2, height - 3, 32).map((y) => at(x, y))),
    at(width - 3, 2),
    at(2, height - 3),
    at(width - 3, height - 3),
    ...steps(inner.left, inner.right, 24).flatMap((x) => [at(x, inner.top - 4), at(x, inner.bottom + 4)]),
    ...steps(inner.top, inner.bottom, 12).flatMap((y) => [at(inner.left - 4, y), at(inner.right + 4, y)]),
  ].filter(
    ([x, y]) =>
      x >= 0 &&
      y >= 0 &&
      x < width &&
      y < height &&
      (x < inner.left || x > inner.right || y < inner.top || y > inner.bottom),
  );
  const covered = points.filter(([x, y]) => {
    const hit = document.elementFromPoint(x, y);
    return hit !== null && box.contains(hit);
  });
  await expect(covered, 'points outside the box covered by gateway HTML').toEqual([]);
  await expect(
    document.elementFromPoint(target.x + target.width / 2, target.y + target.height / 2)?.closest('button'),
  ).toBe(button);
}

const besideTheSite: Story['render'] = (args) => (
  <>
    <Button tone="secondary" onClick={fn()}>
      Botão do site
    </Button>
    <div className={storyColumn}>
      <SafeHtml {...args} />
    </div>
  </>
);

/**
 * A full-page overlay built from the site's own (public) class names: the modal's backdrop and sheet. The classes are
 * removed, and the box would hold a fixed descendant anyway: nothing outside it is covered.
 */
export const OverlayFromSiteClasses: Story = {
  args: {
    html: `<div class="${modalStyles.overlay}"><div class="${modalStyles.content}"><p>Oferta relâmpago: toque em qualquer lugar</p><a href="/promotions">Resgatar</a></div></div>`,
  },
  render: besideTheSite,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Oferta relâmpago: toque em qualquer lugar')).toBeVisible();
    await expectNothingCoveredOutside(canvasElement);
  },
};

/**
 * Overlays without a class: an open dialog (absolutely placed by the browser), a fixed inline style, a popover, an
 * oversized image and table. Nothing outside the box is covered.
 */
export const OverlayFromInlineTricks: Story = {
  args: {
    html: `<p>Aviso importante</p><dialog open style="position:fixed;inset:0;z-index:2147483647">Toque para continuar</dialog><div style="position:fixed;inset:0;z-index:2147483647;background:red">Camada</div><div popover="manual">Janela</div><table width="4000"><tr><td>Tabela larga</td></tr></table><img src="${squareArt}" alt="Imagem enorme" width="4000" height="4000">`,
  },
  render: besideTheSite,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Aviso importante')).toBeVisible();
    await expectNothingCoveredOutside(canvasElement);
  },
};
