import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { languages, uiText } from '../fixtures.ts';
import * as frames from '../storyFrames.css.ts';
import { LanguageSelect } from './LanguageSelect.tsx';

const meta = {
  title: 'Shell/LanguageSelect',
  component: LanguageSelect,
  args: { languages, value: 'PT-BR', onChange: fn() },
  decorators: [
    (Story) => (
      <div className={frames.narrow}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LanguageSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: uiText('Idioma', 'Language') });
    await expect(select).toHaveValue('PT-BR');
    await expect(canvas.getByRole('option', { name: 'Português (Brasil)' })).toHaveAttribute('lang', 'pt-BR');
    await expect(canvas.getByRole('option', { name: 'العربية' })).toHaveAttribute('lang', 'ar');
    await expect(canvas.getByRole('option', { name: 'العربية' })).toHaveAttribute('dir', 'rtl');
    await userEvent.selectOptions(select, 'EN');
    await expect(args.onChange).toHaveBeenCalledWith('EN');
  },
};

export const RightToLeftSelected: Story = { args: { value: 'AR' } };
