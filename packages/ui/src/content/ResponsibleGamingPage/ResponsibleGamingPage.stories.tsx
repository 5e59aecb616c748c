import { type SelfTestAnswer, selfTestResult } from '@sorte/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { uiText } from '../../layout/fixtures.ts';
import { storyPage } from '../storyFrame.css.ts';
import { ResponsibleGamingPage } from './ResponsibleGamingPage.tsx';

const unanswered: (SelfTestAnswer | null)[] = Array(9).fill(null);
const partly: (SelfTestAnswer | null)[] = [1, 0, 2, null, null, null, null, null, null];
const problem: SelfTestAnswer[] = [2, 1, 2, 1, 2, 1, 0, 1, 1];
const none: SelfTestAnswer[] = [0, 0, 0, 0, 0, 0, 0, 0, 0];

const meta = {
  title: 'Pages/ResponsibleGamingPage',
  component: ResponsibleGamingPage,
  args: {
    tools: [
      {
        id: 'limits',
        label: 'Limites',
        href: '/member/limits',
        description: 'Depósito, perda, apostas e tempo de jogo por dia, semana ou mês.',
      },
      {
        id: 'realityCheck',
        label: 'Lembrete de sessão',
        href: '/member/limits?tab=session',
        description: 'Um aviso com o tempo e o resultado da sessão, a cada 15 a 120 minutos.',
      },
      {
        id: 'break',
        label: 'Pausa',
        href: '/member/limits?tab=pause',
        description: 'Uma pausa de 24 horas, 7 ou 30 dias. Nada a encurta.',
      },
      {
        id: 'selfExclusion',
        label: 'Autoexclusão',
        href: '/member/limits?tab=pause',
        description: 'De 6 meses a indefinida; você ainda pode sacar o saldo.',
      },
    ],
    nationalExclusionHref: 'https://www.gov.br/autoexclusaoapostas',
    answers: unanswered,
    result: selfTestResult(unanswered),
    onAnswer: fn(),
    onRestartTest: fn(),
  },
  decorators: [
    (Story) => (
      <div className={storyPage}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResponsibleGamingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const text = {
  title: uiText('Jogo responsável', 'Responsible gaming'),
  national: uiText(
    'Plataforma nacional de autoexclusão (gov.br)',
    'National self-exclusion platform (gov.br)',
    { exact: false },
  ),
  adult: uiText('Apenas maiores de 18 anos', 'Adults 18 and over only'),
  sometimes: uiText('Às vezes', 'Sometimes'),
  restart: uiText('Refazer o teste', 'Take the test again'),
};

/** The page as a player first sees it: tools, warning signs, the test unanswered, help and the national platform. */
export const Overview: Story = {
  tags: ['screenshot'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(canvas.getByRole('img', { name: text.adult })).toHaveTextContent('18+');
    await expect(canvas.getByRole('link', { name: 'Limites' })).toHaveAttribute('href', '/member/limits');
    const national = canvas.getByRole('link', { name: text.national });
    await expect(national).toHaveAttribute('href', args.nationalExclusionHref);
    await expect(national).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: '188' })).toHaveAttribute('href', 'tel:188');
    await expect(canvas.getAllByRole('group')).toHaveLength(9);
    await expect(canvas.getByRole('status')).toHaveTextContent(/9/);
  },
};

/** Three answers given: each choice is reported with its question, the result waits for the other six. */
export const SelfTestInProgress: Story = {
  args: { answers: partly, result: selfTestResult(partly) },
  play: async ({ canvas, args, userEvent }) => {
    const fourth = canvas.getAllByRole('group')[3]!;
    const sometimes = fourth.querySelectorAll('input')[1]!;
    await userEvent.click(sometimes);
    await expect(args.onAnswer).toHaveBeenCalledWith(3, 1);
    await expect(canvas.getAllByRole('radio', { checked: true })).toHaveLength(3);
    await expect(canvas.getByRole('status')).toHaveTextContent(/6/);
    await expect(canvas.queryByRole('button', { name: text.restart })).toBeNull();
  },
};

/** Every answer given, a score of 11: the problem band's advice, and the test can be taken again. */
export const SelfTestProblemBand: Story = {
  args: { answers: problem, result: selfTestResult(problem) },
  play: async ({ canvas, args, userEvent }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(/11/);
    await expect(status).toHaveTextContent(/27/);
    await userEvent.click(canvas.getByRole('button', { name: text.restart }));
    await expect(args.onRestartTest).toHaveBeenCalledOnce();
  },
};

/** Every answer "never": no risk shown, with the reminder to keep the limits. */
export const SelfTestNoRisk: Story = {
  args: { answers: none, result: selfTestResult(none) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/\b0\b/);
    await expect(canvas.getAllByRole('radio', { checked: true })).toHaveLength(9);
  },
};
