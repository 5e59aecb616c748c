import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { homeBanners } from '../fixtures.ts';
import { storyPage } from '../storyFrame.css.ts';
import { BannerCarousel, type BannerSlide } from './BannerCarousel.tsx';

// The simulated gateway's six w_home banners, with the links the app lets through (bannerTarget): the
// javascript: and protocol-relative ones are no links at all.
const banners: BannerSlide[] = homeBanners;

const meta = {
  title: 'Content/BannerCarousel',
  component: BannerCarousel,
  args: {
    banners,
    paused: false,
    onPausedChange: fn(),
    // Stories must not navigate away.
    onBannerClick: fn((_banner, event) => event.preventDefault()),
    reducedMotion: false,
  },
  // Controlled like the app does, so the pause control really stops the rotation before the screenshot.
  render: function ControlledCarousel(args) {
    const [paused, setPaused] = useState(args.paused);
    return (
      <div className={storyPage}>
        <BannerCarousel
          {...args}
          paused={paused}
          onPausedChange={(next) => {
            args.onPausedChange(next);
            setPaused(next);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = {
  pause: /^(Pausar a rotação dos banners|Pause the banner rotation)$/,
  resume: /^(Retomar a rotação dos banners|Resume the banner rotation)$/,
  previous: /^(Banner anterior|Previous banner)$/,
  next: /^(Próximo banner|Next banner)$/,
  dot: (n: number, of: number) => new RegExp(`^(Banner ${n} de ${of}|Banner ${n} of ${of})$`),
};

const settled = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 4000 });

export const OneBanner: Story = {
  args: { banners: banners.slice(0, 1) },
  play: async ({ canvas, args }) => {
    const image = await canvas.findByRole('img', { name: /Bônus de boas-vindas/ });
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    // One banner stands still: no dots, arrows or pause control.
    await expect(canvas.queryByRole('button')).toBeNull();
    await userEvent.click(canvas.getByRole('link'));
    await expect(args.onBannerClick).toHaveBeenCalledWith(banners[0], expect.anything());
  },
};

export const Several: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const dots = await canvas.findAllByRole('button', { name: /^Banner \d/ });
    await expect(dots).toHaveLength(6);
    await expect(canvas.getByRole('button', { name: name.dot(1, 6) })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('button', { name: name.pause })).toBeVisible();
    const later = canvas.getAllByRole('img', { hidden: true })[1];
    await expect(later).toHaveAttribute('loading', 'lazy');

    await userEvent.click(canvas.getByRole('button', { name: name.next }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: name.dot(2, 6) })).toHaveAttribute('aria-current', 'true'),
    );
    await userEvent.click(canvas.getByRole('button', { name: name.dot(3, 6) }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: name.dot(3, 6) })).toHaveAttribute('aria-current', 'true'),
    );
    await settled(canvasElement);
    const external = within(canvas.getByRole('group', { name: /^3 (de|of) 6$/ })).getByRole('link');
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(external);
    await expect(args.onBannerClick).toHaveBeenCalledWith(banners[2], expect.anything());

    // Wraps around backwards from the first banner.
    await userEvent.click(canvas.getByRole('button', { name: name.dot(1, 6) }));
    await userEvent.click(canvas.getByRole('button', { name: name.previous }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: name.dot(6, 6) })).toHaveAttribute('aria-current', 'true'),
    );
    await userEvent.click(canvas.getByRole('button', { name: name.dot(1, 6) }));
    await settled(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: name.pause }));
    await expect(args.onPausedChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('button', { name: name.resume })).toBeVisible();
  },
};

/** Left alone (no pointer, no focus) it advances to the next banner after 5 s. */
export const Autoplay: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: name.dot(1, 6) });
    await userEvent.unhover(canvasElement.querySelector('section') as HTMLElement);
    await waitFor(
      () =>
        expect(canvas.getByRole('button', { name: name.dot(2, 6) })).toHaveAttribute('aria-current', 'true'),
      { timeout: 7000 },
    );
    // Hovering stops the rotation for the screenshot.
    await userEvent.hover(canvasElement.querySelector('section') as HTMLElement);
    await settled(canvasElement);
  },
};

export const Paused: Story = {
  args: { paused: true },
  play: async ({ canvas, args }) => {
    const resume = await canvas.findByRole('button', { name: name.resume });
    // The slides are announced politely while nothing rotates.
    await expect(canvas.getByRole('group', { name: /^1 (de|of) 6$/ }).parentElement).toHaveAttribute(
      'aria-live',
      'polite',
    );
    await userEvent.click(resume);
    await expect(args.onPausedChange).toHaveBeenCalledWith(false);
    // Stopped again, so nothing moves while the screenshot is taken.
    await userEvent.click(await canvas.findByRole('button', { name: name.pause }));
    await expect(canvas.getByRole('button', { name: name.resume })).toBeVisible();
  },
};

/** Reduced motion: no autoplay and no pause control (nothing moves by itself); dots and arrows still work. */
export const ReducedMotion: Story = {
  args: { reducedMotion: true },
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: name.dot(1, 6) });
    await expect(canvas.queryByRole('button', { name: name.pause })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: name.next }));
    await expect(canvas.getByRole('button', { name: name.dot(2, 6) })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const image = await canvas.findByRole('img', { name: /Bônus de boas-vindas/ });
    const box = image.getBoundingClientRect();
    // The fixed aspect ratio holds at any width.
    await expect(Math.abs(box.width / box.height - 1200 / 375)).toBeLessThan(0.05);
    for (const dot of canvas.getAllByRole('button', { name: /^Banner \d/ })) {
      await expect(dot.getBoundingClientRect().width).toBeGreaterThanOrEqual(24);
    }
  },
};
