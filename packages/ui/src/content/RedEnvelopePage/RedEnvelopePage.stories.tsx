import { redEnvelopeFixtures } from '@sorte/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { PromotionItem } from '../PromotionList/index.ts';
import { storyPage } from '../storyFrame.css.ts';
import { RedEnvelopePage } from './RedEnvelopePage.tsx';

// The simulated gateway's red envelope, and the same envelope already opened.
const envelopes: PromotionItem[] = redEnvelopeFixtures().flatMap(
  ({ id, title, status, content, imageUrl, startTime, endTime }) => [
    { id, title, status, content, imageUrl, startTime, endTime },
    { id: id + 100, title: `${title} de ontem`, status: 'Claimed', content, imageUrl, startTime, endTime },
  ],
);

const meta = {
  title: 'Content/RedEnvelopePage',
  component: RedEnvelopePage,
  args: {
    envelopes,
    status: 'ready',
    needsLogin: false,
    onLogin: fn(),
    selectedId: null,
    onSelect: fn(),
    onAction: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div className={storyPage}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RedEnvelopePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: /^(Envelope vermelho|Red envelope)$/ }),
    ).toBeVisible();
    const [open] = canvas.getAllByRole('article');
    await expect(canvas.queryByRole('button', { name: /^(Entrar|Log in)$/ })).toBeNull();
    await userEvent.click(within(open!).getByRole('button', { name: /^(Resgatar|Claim)$/ }));
    await expect(args.onAction).toHaveBeenCalledWith(expect.objectContaining({ id: 1011 }), 'claim');
  },
};

export const Visitor: Story = {
  args: { needsLogin: true },
  play: async ({ canvas, args, userEvent }) => {
    await expect(
      canvas.getByText(/Entre na sua conta para abrir os envelopes|Log in to open the envelopes/),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^(Entrar|Log in)$/ }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { envelopes: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/^(Nenhum envelope vermelho no momento\.|No red envelopes right now\.)$/),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { envelopes: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/Carregando envelopes|Loading envelopes/);
  },
};

export const Failed: Story = {
  args: { envelopes: [], status: 'error', failure: 'network' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(Tentar novamente|Try again)$/ }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
