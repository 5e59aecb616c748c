import type { DownlineProfile as DownlineProfileData } from '@sorte/domain';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import * as frames from '../../records/records.css.ts';
import { storyFormats } from '../fixtures.ts';
import { DownlineProfile } from './DownlineProfile.tsx';

const frame: Decorator = (Story) => (
  <div className={frames.storyFrame}>
    <div className={frames.storyColumn} data-screenshot>
      <Story />
    </div>
  </div>
);

const profile: DownlineProfileData = {
  id: '20002',
  account: 'agente2',
  nickname: 'Beatriz Rocha',
  type: 41,
  balance: 1_250.4,
  status: 'NORMAL',
  registeredAt: '2026-08-12T15:00:00.000Z',
  lastLoginAt: '2026-11-28T21:40:00.000Z',
  downlineCount: 6,
  figures: { deposits: 3_400, withdrawals: 1_150.5, bets: 9_820.75, validBets: 9_310.2, profitLoss: -642.8 },
  contracts: [{ kind: 'dividend', rate: 0.2 }],
  pendingContracts: [{ kind: 'daily', rate: 0.008 }],
};

const meta = {
  title: 'Agent/DownlineProfile',
  component: DownlineProfile,
  args: {
    account: 'agente2',
    status: 'ready',
    profile,
    period: { start: '2026-10-30', end: '2026-11-28' },
    backHref: '/agentHome/downlines',
    onRetry: fn(),
    formats: storyFormats,
  },
  decorators: [frame],
} satisfies Meta<typeof DownlineProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A figure's value by its term. */
const figureValue = (canvasElement: HTMLElement, term: RegExp) =>
  [...canvasElement.querySelectorAll('dt')].find((dt) => term.test(dt.textContent ?? ''))!
    .nextElementSibling!;

const currentContracts = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: uiText('Contratos atuais', 'Current contracts') });

/** Its figures over the period and its accepted dividend; the daily-salary request it has not answered stands apart. */
export const WithContracts: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'agente2' })).toBeVisible();
    await expect(figureValue(canvasElement, uiText('Depósitos', 'Deposits'))).toHaveTextContent(/3\.400,00/);
    await expect(
      figureValue(canvasElement, uiText('Resultado nos jogos', 'Result in games')),
    ).toHaveTextContent(/-\s?R\$\s?642,80/);
    await expect(
      canvas.getByRole('heading', { name: uiText('Movimento de', 'Activity from', { exact: false }) }),
    ).toHaveTextContent(/30\/10\/2026.*28\/11\/2026/);
    const contracts = currentContracts(canvasElement);
    const [current, pending] = within(contracts).getAllByRole('list');
    await expect(current).toHaveTextContent(uiText('Dividendos 20%', 'Dividend 20%', { exact: false }));
    await expect(current).not.toHaveTextContent(/0,8/);
    await expect(
      within(contracts).getByRole('heading', {
        name: uiText('Pedidos aguardando resposta', 'Requests awaiting an answer'),
      }),
    ).toBeVisible();
    await expect(pending).toHaveTextContent(/0,8\s?%/);
    await expect(
      canvas.getByRole('link', { name: uiText('Voltar aos subordinados', 'Back to downlines') }),
    ).toHaveAttribute('href', '/agentHome/downlines');
  },
};

/** No contract at all: it says so, and no request section. */
export const NoContracts: Story = {
  args: { profile: { ...profile, contracts: [], pendingContracts: [] } },
  play: async ({ canvasElement }) => {
    const contracts = currentContracts(canvasElement);
    await expect(within(contracts).getByText(uiText('Sem contrato', 'No contract'))).toBeVisible();
    await expect(within(contracts).queryByRole('list')).toBeNull();
  },
};

/** A frozen downline: its status beside the account and what it means, in words. */
export const Frozen: Story = {
  args: { profile: { ...profile, status: 'FROZEN', lastLoginAt: undefined } },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByText(
        uiText(
          'Conta congelada: não entra no site nem movimenta dinheiro.',
          'Frozen account: it cannot sign in or move money.',
        ),
      ),
    ).toBeVisible();
    await expect(figureValue(canvasElement, uiText('Último acesso', 'Last login'))).toHaveTextContent(
      uiText('Nunca', 'Never'),
    );
  },
};

export const Loading: Story = {
  args: { status: 'loading', profile: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('article[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.getByRole('heading', { level: 2, name: 'agente2' })).toBeVisible();
    await expect(figureValue(canvasElement, uiText('Saldo', 'Balance'))).toHaveTextContent('—');
  },
};

export const Failed: Story = {
  args: { status: 'error', profile: undefined, failure: 'timeout' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      uiText('Não foi possível carregar o perfil de agente2.', 'Could not load the profile of agente2.', {
        exact: false,
      }),
    );
    await userEvent.click(canvas.getByRole('button', { name: uiText('Tentar novamente', 'Try again') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The gateway has no profile call: one plain note, no retry, no figures. */
export const NotOffered: Story = {
  args: { status: 'error', profile: undefined, notOffered: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        uiText(
          'Este site não mostra o perfil dos subordinados.',
          'This site does not show downline profiles.',
        ),
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Phone first: nothing wider than the screen. */
export const Phone: Story = {
  tags: ['screenshot'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const frameElement = canvasElement.querySelector('[data-screenshot]') as HTMLElement;
    await expect(frameElement.scrollWidth).toBeLessThanOrEqual(frameElement.clientWidth);
  },
};

export const Arabic: Story = {
  globals: { locale: 'AR', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'العقود الحالية' })).toBeVisible();
  },
};

export const Farsi: Story = {
  globals: { locale: 'FA' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'قراردادهای فعلی' })).toBeVisible();
  },
};

export const Urdu: Story = {
  globals: { locale: 'UR' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'موجودہ معاہدے' })).toBeVisible();
  },
};
