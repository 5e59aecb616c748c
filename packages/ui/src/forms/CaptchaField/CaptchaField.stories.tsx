import { captchaRequiredMessage } from '@sorte/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CaptchaField } from './CaptchaField.tsx';

const captchaSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="38" viewBox="0 0 96 38">' +
  '<rect width="96" height="38" fill="#f3efe3"/>' +
  '<path d="M0 28C20 6 44 36 96 12" stroke="#b29c62" stroke-width="1.5" fill="none"/>' +
  '<text x="14" y="27" font-family="monospace" font-size="21" font-weight="700" fill="#2f3437" letter-spacing="5">7K4P</text>' +
  '</svg>';
const captchaImage = `data:image/svg+xml,${encodeURIComponent(captchaSvg)}`;

const meta = {
  title: 'Forms/CaptchaField',
  component: CaptchaField,
  args: { imageSrc: captchaImage, loading: false, onRefresh: fn(), onChange: fn(), required: true },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxInlineSize: 440 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CaptchaField>;

export default meta;
type Story = StoryObj<typeof meta>;

const imageName = /Imagem do captcha|Captcha image/;
const refreshName = /Atualizar o captcha|Refresh captcha/;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('img', { name: imageName })).toBeVisible();
    const input = canvas.getByRole('textbox', { name: /Captcha/ });
    await expect(input).toHaveAttribute('name', 'captcha');
    await userEvent.type(input, '7K4P');
    await expect(args.onChange).toHaveBeenCalledTimes(4);
    await userEvent.click(canvas.getByRole('button', { name: refreshName }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/Carregando o captcha|Loading the captcha/);
    const refresh = canvas.getByRole('button', { name: refreshName });
    await expect(refresh).toBeDisabled();
    await userEvent.click(refresh);
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};

export const ImageError: Story = {
  args: { imageSrc: 'data:image/png;base64,AAAA' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Imagem indisponível|Image unavailable/)).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('button', { name: refreshName })).toBeEnabled();
  },
};

export const Invalid: Story = {
  args: { error: captchaRequiredMessage },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Captcha/ });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(/Insira o captcha|Please enter the captcha/);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { defaultValue: '7K4' },
};
