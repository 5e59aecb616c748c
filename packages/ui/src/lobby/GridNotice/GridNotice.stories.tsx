import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import * as frames from '../storyFrames.css.ts';
import { GridNotice } from './GridNotice.tsx';

const meta = {
  title: 'Lobby/GridNotice',
  component: GridNotice,
  args: { kind: 'error', onRetry: fn() },
  decorators: [
    (Story) => (
      <div className={frames.scrollingPage}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GridNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

const retryName = uiText('Tentar novamente', 'Try again');

/** Spec §8 'Network link is abnormal, please try again', with a retry. */
export const NetworkFailure: Story = {
  args: { failure: 'network' },
  play: async ({ canvas, args, userEvent }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(
      uiText(
        'A conexão de rede está instável, tente novamente',
        'Network link is abnormal, please try again',
        { exact: false },
      ),
    );
    await userEvent.click(within(alert).getByRole('button', { name: retryName }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Spec §8 'The page took longer time to load, please check your network connectivity'. */
export const TimeoutFailure: Story = {
  args: { failure: 'timeout' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      uiText(
        'A página demorou muito para carregar, verifique a sua conexão de rede',
        'The page took longer time to load, please check your network connectivity',
        { exact: false },
      ),
    );
  },
};

/** Anything else (a server error, an unreadable answer): spec §8 'Unknown error', after what failed. */
export const UnknownFailure: Story = {
  args: { failure: 'unknown', message: 'Não foi possível carregar as promoções.' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar as promoções.');
    await expect(alert).toHaveTextContent(/Erro desconhecido|Unknown error/);
  },
};

/** The one-line form used in narrow places (notice marquee, winner board, point balance). */
export const CompactFailure: Story = {
  args: { failure: 'network', compact: true, message: 'Não foi possível carregar os avisos.' },
  play: async ({ canvas, args, userEvent }) => {
    const alert = canvas.getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: retryName }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** An honest empty list: a status, not an alert, and no retry. */
export const Empty: Story = {
  args: { kind: 'empty' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      uiText('Nenhum jogo encontrado.', 'No games found.'),
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
