import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { blankFrameSrc } from '../fixtures.ts';
import { GameFrame } from './GameFrame.tsx';

const meta = {
  title: 'Pages/GameFrame',
  component: GameFrame,
  args: {
    title: 'Mega Sorte',
    src: blankFrameSrc,
    status: 'ready',
    onFrameLoad: fn(),
    onBack: fn(),
    onReload: fn(),
    onFullscreen: fn(),
  },
} satisfies Meta<typeof GameFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = {
  back: /^(Voltar|Back)$/,
  reload: /^(Recarregar|Reload)$/,
  fullscreen: /^(Tela cheia|Full screen)$/,
  retry: /^(Tentar novamente|Try again)$/,
};

export const Ready: Story = {
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Mega Sorte' })).toBeVisible();
    const frame = canvas.getByTitle('Mega Sorte');
    await expect(frame.tagName).toBe('IFRAME');
    await expect(frame).toHaveAttribute('allow', 'fullscreen; autoplay');
    await expect(frame).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox',
    );
    // about:blank may finish loading before React listens: the frame's load event is what the prop follows.
    frame.dispatchEvent(new Event('load'));
    await waitFor(() => expect(args.onFrameLoad).toHaveBeenCalled());
    await userEvent.click(canvas.getByRole('button', { name: name.back }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: name.reload }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: name.fullscreen }));
    await expect(args.onFullscreen).toHaveBeenCalledWith(frame.parentElement);
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(/Carregando o jogo…|Loading the game…/);
    await expect(canvas.getByRole('button', { name: name.fullscreen })).toBeDisabled();
  },
};

/** Still launching: no frame yet. */
export const Launching: Story = {
  args: { status: 'loading', src: null },
  play: async ({ canvas }) => {
    await canvas.findByRole('status');
    await expect(canvas.queryByTitle('Mega Sorte')).toBeNull();
    await expect(canvas.getByRole('button', { name: name.reload })).toBeDisabled();
  },
};

export const Refused: Story = {
  args: { status: 'error', src: null, errorMessage: 'Este jogo está em manutenção. Tente mais tarde.' },
  play: async ({ canvas, args }) => {
    await expect(
      await canvas.findByRole('heading', {
        name: /^(Não foi possível abrir o jogo|The game could not be opened)$/,
      }),
    ).toBeVisible();
    await expect(canvas.getByText('Este jogo está em manutenção. Tente mais tarde.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: name.retry }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

/** Issue 26 item 2: the game waits for the limits Brazil's rules make mandatory; the way there replaces the retry. */
export const MandatoryLimitsMissing: Story = {
  tags: ['screenshot'],
  args: {
    status: 'error',
    src: null,
    errorMessage:
      'Antes de depositar ou jogar, defina um limite de perda e um limite de tempo de jogo: são obrigatórios no Brasil.',
    errorAction: { label: 'Definir os meus limites', href: '/member/limits?kind=loss' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/defina um limite de perda/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Definir os meus limites' })).toHaveAttribute(
      'href',
      '/member/limits?kind=loss',
    );
    await expect(canvas.queryByRole('button', { name: name.retry })).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    // Icon-only buttons on phones keep their names.
    for (const label of [name.back, name.reload, name.fullscreen]) {
      await expect(await canvas.findByRole('button', { name: label })).toBeVisible();
    }
  },
};
