import { HOSTILE_HTML } from '@sorte/mocks/fixtures';
import { sanitizeHtml } from '@sorte/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import fc from 'fast-check';
import { expect, screen, within } from 'storybook/test';
import demoConfig from '../../../public/config.json';
import { markdownToHtml } from '../../features/operatorContent/index.ts';
import { PAGE_WAIT, prepareScreen, renderScreen } from '../../stories/ScreenStory.tsx';

/** Issue 27 item 5: the Blog from `/config.json` `blog` (the demo config's three articles). */
const meta = {
  title: 'Screens/Blog',
  tags: ['!autodocs'],
  render: renderScreen,
  beforeEach: prepareScreen,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const ANY = /.+/;

export const List: Story = {
  parameters: { path: '/blog', config: { blog: demoConfig.blog } },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Blog' }, PAGE_WAIT)).toBeVisible();
    const main = within(screen.getByRole('main'));
    await expect(main.getAllByRole('article')).toHaveLength(3);
    await expect(main.getAllByRole('link', { name: ANY })[0]).toHaveAttribute(
      'href',
      '/blog/pix-na-sorte-depositos-em-segundos',
    );
  },
};

export const Article: Story = {
  parameters: {
    path: '/blog/cinco-habitos-para-jogar-com-responsabilidade',
    config: { blog: demoConfig.blog },
  },
  play: async () => {
    await expect(
      await screen.findByRole(
        'heading',
        {
          level: 1,
          name: /Cinco hábitos para jogar com responsabilidade|Five habits for playing responsibly/,
        },
        PAGE_WAIT,
      ),
    ).toBeVisible();
    const main = within(screen.getByRole('main'));
    await expect(await main.findAllByRole('listitem', undefined, PAGE_WAIT)).toHaveLength(5);
  },
};

const HOSTILE_MARKDOWN = [
  '# Promoção de hoje',
  '',
  'Um [link falso](javascript:alert(1)) e [outro](  JaVaScRiPt:alert(2)).',
  '',
  '<a href="/promotions" onclick="alert(3)" onmouseover="alert(4)">Promoções</a>',
  '',
  '<details open ontoggle="alert(5)"><summary>Mais</summary>texto</details>',
  '',
  // Last: the noscript trick of HOSTILE_HTML.template leaves nothing after it.
  ...Object.values(HOSTILE_HTML),
].join('\n');

/** What must never reach the page from operator Markdown. */
async function expectNothingRuns(root: ParentNode) {
  await expect(root.querySelector('script, iframe, object, embed, form, style, meta, template')).toBeNull();
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of element.attributes) await expect(attribute.name).not.toMatch(/^on/i);
    await expect(element.getAttribute('href') ?? '').not.toMatch(/^\s*(javascript|data):/i);
  }
}

/**
 * Raw HTML in an article's Markdown goes through the same sanitiser as gateway HTML (in Chromium: happy-dom's DOM
 * lets DOMPurify through unchanged); then a property over any Markdown built from hostile pieces.
 */
export const HostileMarkdown: Story = {
  parameters: {
    path: '/blog/promocao',
    config: {
      blog: [{ slug: 'promocao', title: 'Promoção de hoje', date: '2026-11-20', body: HOSTILE_MARKDOWN }],
    },
  },
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Promoção de hoje' }, PAGE_WAIT);
    const body = await within(screen.getByRole('main')).findByRole('link', { name: 'Promoções' }, PAGE_WAIT);
    await expect(body).toHaveAttribute('href', '/promotions');
    await expectNothingRuns(screen.getByRole('main'));

    const pieces = fc.oneof(
      fc.string(),
      fc.constantFrom(
        ...Object.values(HOSTILE_HTML),
        '[x](javascript:alert(1))',
        '<img src=x onerror=alert(1)>',
        '<svg><script>alert(1)</script></svg>',
        '<a href="jav&#x09;ascript:alert(1)">x</a>',
        '<details open ontoggle=alert(1)>',
        '\n\n',
        '# ',
        '> ',
        '* ',
      ),
    );
    for (const parts of fc.sample(fc.array(pieces, { maxLength: 12 }), 150)) {
      const host = document.createElement('div');
      host.innerHTML = sanitizeHtml(markdownToHtml(parts.join(''))) as string;
      await expectNothingRuns(host);
    }
  },
};
