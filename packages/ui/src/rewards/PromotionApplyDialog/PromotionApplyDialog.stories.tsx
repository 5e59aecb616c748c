import { applyImagesRefusedMessage, commentProblemMessage, networkErrorMessage } from '@sorte/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import { storyPng } from '../fixtures.ts';
import { PromotionApplyDialog } from './PromotionApplyDialog.tsx';

const meta = {
  title: 'Popups/PromotionApplyDialog',
  component: PromotionApplyDialog,
  args: {
    open: true,
    onClose: fn(),
    promotionTitle: 'Bônus de indicação comprovada',
    comment: '',
    onCommentChange: fn(),
    images: [],
    onAddFiles: fn(),
    onRemoveImage: fn(),
    submitting: false,
    progress: null,
    onSubmit: fn(),
  },
} satisfies Meta<typeof PromotionApplyDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: /^(Candidatar-se|Apply): / });
const submit = uiText('Enviar candidatura', 'Send application');
const twoImages = [
  { id: 'a', file: storyPng('deposito.png'), problem: null },
  { id: 'b', file: storyPng('extrato.png'), problem: null },
];

/** An empty form: typing goes to the app, picked files too (it judges them); sending asks the app. */
export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const box = await dialog();
    const comment = within(box).getByRole('textbox', {
      name: uiText('Comentário', 'Comment', { exact: false }),
    });
    await expect(comment).toHaveAccessibleDescription(uiText('0 de 140 caracteres', '0 of 140 characters'));
    // The player's comment runs in its own direction (issue 23 defect 9).
    await expect(comment).toHaveAttribute('dir', 'auto');
    await userEvent.type(comment, 'a');
    await expect(args.onCommentChange).toHaveBeenLastCalledWith('a');
    const file = storyPng('deposito.png');
    await userEvent.upload(within(box).getByLabelText(uiText('Imagens', 'Images', { exact: false })), file);
    await expect(args.onAddFiles).toHaveBeenLastCalledWith([file]);
    await userEvent.click(within(box).getByRole('button', { name: submit }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** A comment and two pictures previewed, each removable. */
export const WithImages: Story = {
  args: { comment: 'Segue o comprovante do depósito 👍🏽', images: twoImages },
  play: async ({ args, userEvent }) => {
    const box = await dialog();
    await expect(
      within(box).getByText(uiText('33 de 140 caracteres', '33 of 140 characters')),
    ).toBeInTheDocument();
    const previews = await within(box).findAllByRole('img', { name: /^(Prévia de|Preview of) / });
    await expect(previews).toHaveLength(2);
    await userEvent.click(
      within(box).getByRole('button', { name: uiText('Remover extrato.png', 'Remove extrato.png') }),
    );
    await expect(args.onRemoveImage).toHaveBeenCalledWith('b');
  },
};

/** §5 per-file errors: not png or jpg, over 5 MB, one too many; none of them previewed. */
export const ImageErrors: Story = {
  args: {
    comment: 'Comprovantes',
    images: [
      ...twoImages,
      { id: 'c', file: new File([new Uint8Array(8)], 'foto.gif', { type: 'image/gif' }), problem: 'type' },
      { id: 'd', file: storyPng('grande.png', 6 * 1024 * 1024), problem: 'size' },
      { id: 'e', file: storyPng('quarta.png'), problem: 'tooMany' },
    ],
    formError: applyImagesRefusedMessage,
  },
  play: async () => {
    const box = await dialog();
    await expect(
      within(box).getByText(uiText('Apenas imagens png ou jpg', 'Only png or jpg images')),
    ).toBeInTheDocument();
    await expect(
      within(box).getByText(uiText('Cada imagem pode ter no máximo 5 MB', 'Each image may be at most 5 MB')),
    ).toBeInTheDocument();
    await expect(
      within(box).getByText(uiText('No máximo 3 imagens', 'At most 3 images')),
    ).toBeInTheDocument();
    await expect(within(box).getAllByRole('img', { name: /^(Prévia de|Preview of) / })).toHaveLength(2);
  },
};

/** Over 140 characters (counted as the player sees them): the count turns red and sending says why. */
export const CommentTooLong: Story = {
  args: {
    comment: 'Depositei pelo PIX e o bônus não apareceu. '.repeat(4),
    commentError: commentProblemMessage('tooLong'),
  },
  play: async () => {
    const box = await dialog();
    const comment = within(box).getByRole('textbox', {
      name: uiText('Comentário', 'Comment', { exact: false }),
    });
    await expect(comment).toBeInvalid();
    await expect(comment).toHaveAccessibleDescription(/140/);
  },
};

/** Sending: the upload's progress, everything locked. */
export const Uploading: Story = {
  args: { comment: 'Segue o comprovante', images: twoImages, submitting: true, progress: 0.45 },
  play: async () => {
    const box = await dialog();
    await expect(within(box).getByRole('status')).toHaveTextContent('45%');
    await expect(within(box).getByRole('progressbar')).toHaveAttribute('value', '45');
  },
};

/** The gateway failed: the §8 text, and what the player typed and picked is still there. */
export const Failed: Story = {
  args: { comment: 'Segue o comprovante', images: twoImages, formError: networkErrorMessage },
  play: async () => {
    const box = await dialog();
    await expect(within(box).getByRole('alert')).toBeInTheDocument();
    await expect(
      within(box).getByRole('textbox', { name: uiText('Comentário', 'Comment', { exact: false }) }),
    ).toHaveValue('Segue o comprovante');
  },
};
