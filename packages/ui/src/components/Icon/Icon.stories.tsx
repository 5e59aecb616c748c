import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import * as frames from '../../layout/storyFrames.css.ts';
import { ICON_NAMES, Icon } from './Icon.tsx';
import * as gallery from './IconGallery.css.ts';

const meta = {
  title: 'Foundations/Icon',
  component: Icon,
  args: { name: 'refresh' },
  parameters: { layout: 'centered' },
  decorators: [
    (Story) => (
      <div className={frames.padded}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Labelled: Story = {
  args: { name: 'warning', label: 'Aviso', size: 'large' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Aviso' })).toBeVisible();
  },
};

/** Every glyph at the size that follows the text (1.25em), with its name. */
export const Gallery: Story = {
  render: () => (
    <ul className={gallery.gallery}>
      {ICON_NAMES.map((name) => (
        <li key={name} className={gallery.cell}>
          <Icon name={name} size="inline" />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  ),
};

/** The fixed sizes, for icons that sit beside form fields and in notices. */
export const Sizes: Story = {
  render: () => (
    <div className={gallery.sizes}>
      {(['small', 'medium', 'large', 'inline'] as const).map((size) => (
        <Icon key={size} name="warning" size={size} label={size} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(4);
  },
};

/** Glyphs that point the reading direction flip in right-to-left layouts; the others never do. */
export const Mirrored: Story = {
  render: () => (
    <div className={gallery.sizes}>
      {(['chevronBack', 'chevronForward', 'arrowBack', 'external', 'logout', 'refresh'] as const).map(
        (name) => (
          <Icon key={name} name={name} size="large" label={name} />
        ),
      )}
    </div>
  ),
  play: async ({ canvas }) => {
    const rtl = document.documentElement.dir === 'rtl';
    const transformOf = (name: string) => getComputedStyle(canvas.getByRole('img', { name })).transform;
    await expect(transformOf('chevronForward') !== 'none').toBe(rtl);
    await expect(transformOf('refresh')).toBe('none');
  },
};
