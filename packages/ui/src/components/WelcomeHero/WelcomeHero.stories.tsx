import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import { WelcomeHero, type WelcomeHeroProps } from './WelcomeHero.tsx';

/** Flat story args: Storybook's types cannot infer the play context from a union of props. */
interface HeroStoryArgs {
  kind: WelcomeHeroProps['kind'];
  onLogin: () => void;
  onRegister: () => void;
  nickname?: string;
  balance?: number | null;
  currency?: string;
  isTrial?: boolean;
}

function HeroStory({
  kind,
  onLogin,
  onRegister,
  nickname = '',
  balance = null,
  currency = 'BRL',
  isTrial = false,
}: HeroStoryArgs) {
  return kind === 'anonymous' ? (
    <WelcomeHero kind="anonymous" onLogin={onLogin} onRegister={onRegister} />
  ) : (
    <WelcomeHero kind="member" nickname={nickname} balance={balance} currency={currency} isTrial={isTrial} />
  );
}

const meta = {
  title: 'Components/WelcomeHero',
  component: HeroStory,
  args: { kind: 'anonymous', onLogin: fn(), onRegister: fn() },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof HeroStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Anonymous: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: uiText('Entrar', 'Log in') }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: uiText('Cadastrar', 'Register') }));
    await expect(args.onRegister).toHaveBeenCalledTimes(1);
  },
};

export const Member: Story = {
  args: { kind: 'member', nickname: 'Ana Souza', balance: 1523.75, currency: 'BRL', isTrial: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      uiText('Olá, Ana Souza', 'Hi, Ana Souza'),
    );
    await expect(canvas.getByText(/1[\s.,]?523[.,]75/)).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const MemberBalanceLoading: Story = {
  args: { kind: 'member', nickname: 'Ana Souza', balance: null, currency: 'BRL', isTrial: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/—/)).toBeVisible();
  },
};

export const Trial: Story = {
  args: { kind: 'member', nickname: 'teste01', balance: 2000, currency: 'BRL', isTrial: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        uiText('Você está jogando com uma conta de teste.', "You're playing with a trial account."),
      ),
    ).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
