import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { notices } from '../fixtures.ts';
import { storyPage } from '../storyFrame.css.ts';
import { NoticeMarquee } from './NoticeMarquee.tsx';

const meta = {
  title: 'Content/NoticeMarquee',
  component: NoticeMarquee,
  args: { notices, paused: false, onPausedChange: fn(), onOpen: fn(), reducedMotion: false },
  decorators: [
    (Story) => (
      <div className={storyPage}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NoticeMarquee>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = {
  region: /^(Avisos|Notices)$/,
  pause: /^(Pausar a rolagem dos avisos|Pause the notices)$/,
  resume: /^(Retomar a rolagem dos avisos|Resume the notices)$/,
};

export const Scrolling: Story = {
  play: async ({ canvas, args }) => {
    const region = await canvas.findByRole('region', { name: name.region });
    await expect(region.getBoundingClientRect().height).toBe(44);
    // The lap duration reaches the animation (at least 20 s), so the text does not race or stand still.
    const track = region.querySelector('[class*="track"]') as HTMLElement;
    await expect(Number.parseFloat(getComputedStyle(track).animationDuration)).toBeGreaterThanOrEqual(20);
    // The second copy that makes the loop seamless is hidden from assistive technology.
    const notice = canvas.getByRole('button', { name: /^Saques/ });
    await expect(canvas.getAllByRole('button', { name: /^Saques/ })).toHaveLength(1);
    // HTML from the gateway becomes plain text: the script is gone.
    await expect(canvas.getByRole('button', { name: /^Segurança/ })).toHaveTextContent(
      'SegurançaNunca compartilhe sua senha.',
    );
    await userEvent.click(notice);
    await expect(args.onOpen).toHaveBeenCalledWith(args.notices[1]);
    await userEvent.click(canvas.getByRole('button', { name: name.pause }));
    await expect(args.onPausedChange).toHaveBeenCalledWith(true);
  },
};

export const Paused: Story = {
  args: { paused: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: name.resume }));
    await expect(args.onPausedChange).toHaveBeenCalledWith(false);
  },
};

/** Reduced motion: a static list that scrolls by hand, no pause control, no duplicate copy. */
export const ReducedMotion: Story = {
  args: { reducedMotion: true },
  play: async ({ canvas, canvasElement, args }) => {
    await canvas.findByRole('button', { name: /^Manutenção/ });
    await expect(canvas.queryByRole('button', { name: name.pause })).toBeNull();
    await expect(canvasElement.querySelectorAll('ul')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: /^Loteria/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(args.notices[2]);
  },
};

export const Empty: Story = {
  args: { notices: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: name.region })).toBeNull();
  },
};

/** Where a text node's first and last characters are drawn. */
function ends(element: Element) {
  const text = element.firstChild as Text;
  const at = (index: number) => {
    const range = document.createRange();
    range.setStart(text, index);
    range.setEnd(text, index + 1);
    return range.getBoundingClientRect().left;
  };
  return { first: at(0), last: at(text.length - 1) };
}

/**
 * Sentences in both directions side by side: each keeps its full stop at its own end, in a left-to-right page and
 * in a right-to-left one (the dark EN-RTL variant): Latin sentences end on the right, Arabic ones on the left.
 */
export const MixedDirections: Story = {
  args: {
    reducedMotion: true,
    notices: [
      { id: 801, title: 'Manutenção', content: 'Domingo das 02h às 04h. Saques via PIX em até 10 minutos!' },
      { id: 802, title: 'صيانة', content: 'الصيانة يوم الأحد. السحب خلال عشر دقائق.' },
      { id: 803, title: 'Torneio', content: 'Prêmios de até R$ 50.000.' },
    ],
  },
  play: async ({ canvas }) => {
    const latin = await canvas.findByText('Domingo das 02h às 04h.');
    const arabic = canvas.getByText('الصيانة يوم الأحد.');
    for (const sentence of [
      latin,
      canvas.getByText('Saques via PIX em até 10 minutos!'),
      canvas.getByText('Prêmios de até R$ 50.000.'),
    ]) {
      await expect(sentence).toHaveAttribute('dir', 'auto');
      const { first, last } = ends(sentence);
      await expect(last).toBeGreaterThan(first);
    }
    // A notice's sentences follow one another in its own direction: the second Latin one to the right of the first.
    await expect(ends(canvas.getByText('Saques via PIX em até 10 minutos!')).first).toBeGreaterThan(
      ends(latin).last,
    );
    const secondArabic = canvas.getByText('السحب خلال عشر دقائق.');
    for (const sentence of [arabic, secondArabic]) {
      const { first, last } = ends(sentence);
      await expect(last).toBeLessThan(first);
    }
    await expect(ends(secondArabic).first).toBeLessThan(ends(arabic).last);
  },
};
