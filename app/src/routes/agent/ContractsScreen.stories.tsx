import { mockDb, proposeContract } from '@sorte/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { PAGE_WAIT, prepareScreen, renderScreen, STORY_NOW } from '../../stories/ScreenStory.tsx';

/**
 * The agent's contracts (/agentHome/contracts; spec §3 Contract, §4 Contracts) on the simulated gateway, signed in as
 * agente1 (contracts in every status with its downlines), and the §2 contract popup on the player site. The agent
 * centre's frame comes from its own slice: the baselines are regenerated once it is merged.
 */
const meta = {
  title: 'Screens/Agent contracts',
  tags: ['!autodocs'],
  render: renderScreen,
  parameters: { account: 'agente1', path: '/agentHome/contracts?downline=20002&kind=daily' },
  beforeEach: (context) => prepareScreen(context, { clockAt: STORY_NOW }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop', isRotated: false } };

const requestForm = () =>
  screen.findByRole('form', { name: /^(novo pedido de contrato|new contract request)$/i }, PAGE_WAIT);

/** Both tables with every status, the request opened for agente2 (the downline list's link), the change log. */
export const DesktopContracts: Story = {
  globals: desktop,
  play: async () => {
    await requestForm();
    const downlines = await screen.findByRole('region', {
      name: /^(com meus subordinados|with my downlines)$/i,
    });
    await within(downlines).findByRole('table', {}, PAGE_WAIT);
    await expect(within(downlines).getAllByRole('row')).toHaveLength(7);
  },
};

/** §2 contract popup on the player site: jogador01 has a new daily salary from agente1 to answer. */
export const PlayerContractPopup: Story = {
  globals: desktop,
  parameters: { account: 'jogador01', path: '/' },
  beforeEach: () => {
    const agent = mockDb.findAccount('agente1');
    if (!agent) throw new Error('no demo account agente1');
    proposeContract(
      mockDb,
      agent,
      '10001',
      { kind: 'daily', rate: 1.5, dailyBetAmount: 1000, activeMembers: 2 },
      false,
    );
  },
  play: async () => {
    const popup = await screen.findByRole(
      'dialog',
      { name: /^(novo contrato para você|a new contract for you)$/i },
      PAGE_WAIT,
    );
    await expect(popup).toHaveTextContent('agente1');
  },
};
