import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { helpItems } from '../fixtures.ts';
import { storyPage } from '../storyFrame.css.ts';
import { HelpPage, type HelpSection } from './HelpPage.tsx';

// The simulated gateway's help items (the first is the #term anchor), then a story-only third section, so the
// page shows more topics than the gateway's two.
const helpSections: HelpSection[] = [
  ...helpItems.map((item, index) => ({
    id: index === 0 ? 'term' : `help-${item.id}`,
    title: item.title,
    html: item.content,
  })),
  {
    id: 'help-903',
    title: 'Jogo responsável',
    html: '<p>Defina limites de depósito e faça pausas. Se precisar, fale com o atendimento.</p>',
  },
];

const meta = {
  title: 'Pages/HelpPage',
  component: HelpPage,
  args: { sections: helpSections, onOpenHelpCentre: fn() },
  decorators: [
    (Story) => (
      <div className={storyPage}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HelpPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const terms = await canvas.findByRole('region', { name: 'Termos e condições' });
    await expect(terms).toHaveAttribute('id', 'term');
    const toc = canvas.getByRole('navigation', { name: /^(Nesta página|On this page)$/ });
    await expect(within(toc).getByRole('link', { name: 'Termos e condições' })).toHaveAttribute(
      'href',
      '#term',
    );
    // The hostile link in 'Como depositar' lost its javascript: target.
    await expect(canvasElement.querySelector('[href^="javascript"]')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /^(Central de ajuda|Help centre)$/ }));
    await expect(args.onOpenHelpCentre).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { sections: [] },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/^(Nenhum tópico de ajuda disponível\.|No help topics available\.)$/),
    ).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('region')).toHaveLength(3);
  },
};
