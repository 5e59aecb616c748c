import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { PAGE_WAIT, prepareScreen, renderScreen } from '../../stories/ScreenStory.tsx';

/** §2 Feedback on the simulated gateway (10 to 300 words, §5), for a visitor. */
const meta = {
  title: 'Screens/Feedback',
  tags: ['!autodocs'],
  render: renderScreen,
  parameters: { path: '/feedback' },
  beforeEach: prepareScreen,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const form = () => screen.findByRole('form', { name: /^(enviar opinião|send feedback)$/i }, PAGE_WAIT);

/** Too few words: the spec's 'between {0} and {1} words' message on the content. */
export const TooFewWords: Story = {
  play: async ({ userEvent }) => {
    const feedback = await form();
    await userEvent.selectOptions(
      within(feedback).getByLabelText(/^(tipo de questão|question type)/i),
      'GAME',
    );
    await userEvent.type(within(feedback).getByLabelText(/^(conteúdo|content)/i), 'O jogo travou ontem.');
    await userEvent.click(within(feedback).getByRole('button', { name: /^(enviar|send)$/i }));
    await expect(within(feedback).getByLabelText(/^(conteúdo|content)/i)).toHaveAccessibleDescription(
      /(entre 10 e 300 palavras|between 10 and 300 words)/i,
    );
  },
};

/** Enough words: sent with PUT /wps/feedback, and thanked. */
export const Sent: Story = {
  play: async ({ userEvent }) => {
    const feedback = await form();
    await userEvent.selectOptions(
      within(feedback).getByLabelText(/^(tipo de questão|question type)/i),
      'SUGGESTION',
    );
    await userEvent.type(
      within(feedback).getByLabelText(/^(conteúdo|content)/i),
      'Gostaria de ver mais jogos de loteria com sorteios rápidos durante a noite.',
    );
    await userEvent.click(within(feedback).getByRole('button', { name: /^(enviar|send)$/i }));
    await expect(
      await screen.findByText(/^(obrigado pela sua opinião!|thank you for your feedback!)$/i, {}, PAGE_WAIT),
    ).toBeVisible();
  },
};
