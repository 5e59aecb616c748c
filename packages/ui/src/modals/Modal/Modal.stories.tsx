import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../../components/Button/index.ts';
import { Modal } from './Modal.tsx';

const paragraph =
  'Cada promoção vale uma vez por conta. O bônus fica disponível na carteira principal depois que o volume de apostas indicado for cumprido.';

const meta = {
  title: 'Popups/Modal',
  component: Modal,
  args: {
    open: true,
    onClose: fn(),
    title: 'Bônus de boas-vindas',
    description: 'Leia as condições antes de participar.',
    children: <p>{paragraph}</p>,
    footer: (
      <>
        <Button tone="secondary">Agora não</Button>
        <Button>Participar</Button>
      </>
    ),
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

const closeName = /^(Fechar|Close)$/;

export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Bônus de boas-vindas' });
    await expect(dialog).toHaveAccessibleDescription('Leia as condições antes de participar.');
    await userEvent.click(screen.getByRole('button', { name: closeName }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const EscapeCloses: Story = {
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const WithoutDescription: Story = {
  args: { description: undefined, title: 'Regras do jogo', footer: undefined },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Regras do jogo' });
    await expect(dialog).not.toHaveAttribute('aria-describedby');
  },
};

export const NotDismissible: Story = {
  args: { dismissible: false, title: 'Altere sua senha', description: 'É obrigatório para continuar.' },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog', { name: 'Altere sua senha' });
    await expect(screen.queryByRole('button', { name: closeName })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());
  },
};

export const LongContent: Story = {
  args: {
    size: 'medium',
    children: (
      <>
        {Array.from({ length: 12 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static filler text
          <p key={index}>{paragraph}</p>
        ))}
      </>
    ),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Participar' })).toBeVisible());
  },
};

export const Medium: Story = { args: { size: 'medium' } };

export const CustomCloseLabel: Story = {
  args: { closeLabel: 'Fechar as condições' },
  play: async () => {
    const close = await screen.findByRole('button', { name: 'Fechar as condições' });
    await waitFor(() => expect(close).toBeVisible());
  },
};

/** Focus moves into the dialog on open and back to the button that opened it on close. */
export const ReturnsFocus: Story = {
  args: { open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <div style={{ padding: 16 }}>
        <Button onClick={() => setOpen(true)}>Ver condições</Button>
        <Modal
          {...args}
          open={open}
          onClose={() => {
            args.onClose();
            setOpen(false);
          }}
        />
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Ver condições' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await expect(opener).toHaveFocus();
    opener.blur();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const PhoneSheet: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { phoneLayout: 'sheet', description: undefined },
};
