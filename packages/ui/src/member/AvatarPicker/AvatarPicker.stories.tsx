import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { cashierStoryFrame } from '../../cashier/storyFrame.tsx';
import { AvatarPicker } from './AvatarPicker.tsx';

const avatar = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="${fill}"/><circle cx="48" cy="38" r="17" fill="#fff"/><path d="M16 86c4-18 17-27 32-27s28 9 32 27Z" fill="#fff"/></svg>`,
  )}`;

const OPTIONS = [
  { id: '1', url: avatar('#0072ff') },
  { id: '2', url: avatar('#af002d') },
  { id: '3', url: avatar('#1d4f1b') },
  { id: '4', url: avatar('#4a00e0') },
];

const meta = {
  title: 'Member/AvatarPicker',
  component: AvatarPicker,
  args: {
    status: 'ready',
    onRetry: fn(),
    options: OPTIONS,
    selectedId: '2',
    onSelect: fn(),
    onSave: fn(),
    saving: false,
    saved: false,
  },
  decorators: [cashierStoryFrame],
  render: function Render(args) {
    const [selectedId, setSelectedId] = useState(args.selectedId);
    return (
      <AvatarPicker
        {...args}
        selectedId={selectedId}
        onSelect={(id) => {
          args.onSelect(id);
          setSelectedId(id);
        }}
      />
    );
  },
} satisfies Meta<typeof AvatarPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const option = (n: number) => new RegExp(`^Avatar ${n}$`);
const save = /^(Salvar avatar|Save avatar)$/;

/** The chosen avatar is marked; picking another and saving sends its id. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: option(2) })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: option(4) }));
    await expect(args.onSelect).toHaveBeenCalledWith('4');
    await userEvent.click(canvas.getByRole('button', { name: save }));
    await expect(args.onSave).toHaveBeenCalledWith('4');
  },
};

/** §8 an option whose image fails shows the default avatar. */
export const BrokenImage: Story = {
  args: { options: [...OPTIONS.slice(0, 2), { id: 'broken', url: '/no-such-avatar.png' }] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-avatar-fallback]')).toHaveLength(1), {
      timeout: 3000,
    });
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: save }));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^(Avatar salvo\.|Avatar saved\.)$/)).toBeVisible();
  },
};

export const SaveFailed: Story = {
  args: { error: 'Icon does not exist' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Icon does not exist')).toBeVisible();
  },
};

export const NoneChosen: Story = {
  args: { selectedId: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: save })).toBeDisabled();
  },
};

export const Loading: Story = { args: { status: 'loading' } };

export const LoadFailed: Story = {
  args: { status: 'error', failure: 'network' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
