import type { SavedPixKey } from '@sorte/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import { cashierStoryFrame } from '../storyFrame.tsx';
import { SavedPixKeys } from './SavedPixKeys.tsx';

// Issue 23 item 4: the PIX keys saved by earlier withdrawals, masked, to use or delete.

const keys: SavedPixKey[] = [
  { id: 'PK-1', type: 'CPF', key: '529.982.247-25', holder: 'Joana Silva' },
  { id: 'PK-2', type: 'EMAIL', key: 'joana.silva@gmail.com', holder: 'Joana Silva' },
  { id: 'PK-3', type: 'PHONE', key: '+55 (11) 98765-4321' },
  { id: 'PK-4', type: 'RANDOM', key: '123e4567-e89b-42d3-a456-426614174000' },
];

const meta = {
  title: 'Cashier/SavedPixKeys',
  component: SavedPixKeys,
  args: { keys, chosenId: 'PK-2', onUse: fn(), onDelete: fn() },
  decorators: [cashierStoryFrame],
} satisfies Meta<typeof SavedPixKeys>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every key type masked; the one in use marked; a key is picked with Use. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const list = canvas.getByRole('region', { name: uiText('Chaves PIX salvas', 'Saved PIX keys') });
    for (const masked of [
      '***.982.247-**',
      'j***@gmail.com',
      '(**) *****-4321',
      '123e4567-****-****-****-************',
    ])
      await expect(within(list).getByText(masked)).toBeVisible();
    await expect(list).not.toHaveTextContent('joana.silva');
    await expect(list).not.toHaveTextContent('98765');
    const uses = within(list).getAllByRole('button', { name: uiText('Usar', 'Use', { exact: false }) });
    await expect(uses.map((use) => use.getAttribute('aria-pressed'))).toEqual([
      'false',
      'true',
      'false',
      'false',
    ]);
    await userEvent.click(uses[0] as HTMLElement);
    await expect(args.onUse).toHaveBeenCalledWith(keys[0]);
  },
};

/** Delete asks first: cancel keeps the key, confirm deletes it. */
export const DeleteConfirmation: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const remove = canvas.getByRole('button', { name: /^(Excluir|Delete) .*\*\*\*\.982/ });
    await userEvent.click(remove);
    let dialog = await screen.findByRole('dialog', { name: uiText('Excluir chave PIX?', 'Delete PIX key?') });
    await userEvent.click(within(dialog).getByRole('button', { name: uiText('Cancelar', 'Cancel') }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(remove);
    dialog = await screen.findByRole('dialog', { name: uiText('Excluir chave PIX?', 'Delete PIX key?') });
    await expect(dialog).toHaveTextContent('***.982.247-**');
    await userEvent.click(
      within(dialog).getByRole('button', { name: uiText('Excluir chave', 'Delete key') }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith(keys[0]);
  },
};

/** A gateway that cannot delete keys: Use only; the failure of a deletion said in words. */
export const WithoutDelete: Story = {
  args: { onDelete: undefined, failure: 'Esta ação não está disponível neste site.' },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('button', { name: /^(Excluir|Delete)/ })).toHaveLength(0);
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};

/** A phone: the actions go under the key, nothing runs off the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Arabic: Story = {
  globals: { locale: 'AR' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'مفاتيح PIX المحفوظة' })).toBeVisible();
    await expect(canvas.getByText('j***@gmail.com')).toBeVisible();
  },
};

export const Farsi: Story = {
  globals: { locale: 'FA' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'کلیدهای PIX ذخیره‌شده' })).toBeVisible();
  },
};

export const Urdu: Story = {
  globals: { locale: 'UR' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'محفوظ شدہ PIX کلیدیں' })).toBeVisible();
  },
};
