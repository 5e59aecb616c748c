import {
  networkErrorMessage,
  type WithdrawalConfirmationField,
  withdrawalConfirmationErrors,
} from '@sorte/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import type { FieldMessage } from '../../forms/index.ts';
import { uiText } from '../../layout/fixtures.ts';
import { brl, receiptImage, storyNow } from '../fixtures.ts';
import {
  WithdrawalConfirmationDialog,
  type WithdrawalConfirmationDialogProps,
  type WithdrawalConfirmationValues,
} from './WithdrawalConfirmationDialog.tsx';

/** The dialog with the app's behaviour: answers and files change the values, a submit validates with the domain. */
function Stateful(args: WithdrawalConfirmationDialogProps) {
  const [values, setValues] = useState(args.values);
  const [errors, setErrors] = useState<Partial<Record<WithdrawalConfirmationField, FieldMessage>>>(
    args.errors,
  );
  return (
    <WithdrawalConfirmationDialog
      {...args}
      values={values}
      errors={errors}
      onChange={(field, value) => {
        args.onChange(field, value);
        setValues((previous) => ({ ...previous, [field]: value }));
        setErrors(({ [field as WithdrawalConfirmationField]: _cleared, ...rest }) => rest);
      }}
      onSubmit={() => {
        args.onSubmit();
        setErrors(withdrawalConfirmationErrors(values, args.expectedAmount, 'pt-BR'));
      }}
    />
  );
}

const unanswered: WithdrawalConfirmationValues = { kind: null, receivedAmount: '', proof: null };
const partly: WithdrawalConfirmationValues = {
  kind: 'partlyReceived',
  receivedAmount: '300',
  proof: receiptImage(),
};

const meta = {
  title: 'Popups/WithdrawalConfirmationDialog',
  component: WithdrawalConfirmationDialog,
  args: {
    open: true,
    onClose: fn(),
    expectedAmount: 493,
    deadline: storyNow + 27 * 60_000 + 45_000,
    now: storyNow,
    values: unanswered,
    onChange: fn(),
    errors: {},
    submitting: false,
    onSubmit: fn(),
    outcomeUnknown: null,
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof WithdrawalConfirmationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = {
  dialog: uiText('Você recebeu o saque?', 'Did you receive the withdrawal?'),
  received: uiText('O saque chegou à minha conta', 'The withdrawal reached my account', { exact: false }),
  notReceived: uiText('Não recebi', 'I did not receive it', { exact: false }),
  fullPayment: uiText('Pagamento integral', 'Full payment', { exact: false }),
  partly: uiText('Recebi só uma parte', 'I received only part', { exact: false }),
  amount: uiText('Valor recebido', 'Amount received', { exact: false }),
  proof: uiText('Comprovante de pagamento', 'Proof of payment', { exact: false }),
  submit: uiText('Enviar resposta', 'Send answer'),
  forced: uiText('o depósito não será reembolsado', 'the deposit will not be refunded', { exact: false }),
};

const dialog = () => screen.findByRole('dialog', { name: name.dialog });
const blurField = () => {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
};

/** The four answers of §4 and the auto-receipt deadline; sending with no answer asks for one. */
export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const box = await dialog();
    await expect(within(box).getAllByRole('radio')).toHaveLength(4);
    await expect(within(box).getByRole('timer')).toHaveTextContent(/27:45/);
    await userEvent.click(within(box).getByRole('button', { name: name.submit }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(within(box).getByRole('group', { name: brl('493,00') })).toHaveAccessibleDescription(
        uiText('Escolha uma das respostas', 'Choose one of the answers'),
      ),
    );
    blurField();
  },
};

/** 'Received' is a forced receipt: the player is told the deposit is not refunded before confirming. */
export const Received: Story = {
  play: async ({ args, userEvent }) => {
    const box = await dialog();
    await userEvent.click(within(box).getByRole('radio', { name: name.received }));
    await expect(args.onChange).toHaveBeenLastCalledWith('kind', 'received');
    await expect(within(box).getByRole('alert')).toHaveTextContent(name.forced);
    await userEvent.click(within(box).getByRole('button', { name: name.submit }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    blurField();
  },
};

export const FullPayment: Story = {
  args: { values: { ...unanswered, kind: 'fullPayment' } },
  play: async () => {
    const box = await dialog();
    await expect(within(box).getByRole('radio', { name: name.fullPayment })).toBeChecked();
    await expect(within(box).getByRole('alert')).toHaveTextContent(name.forced);
    blurField();
  },
};

/** 'Not received' is no forced receipt: no warning. */
export const NotReceived: Story = {
  args: { values: { ...unanswered, kind: 'notReceived' } },
  play: async () => {
    const box = await dialog();
    await expect(within(box).queryByRole('alert')).toBeNull();
    blurField();
  },
};

/** Partly received: the amount with the remainder worked out as it is typed, and a proof image previewed. */
export const PartlyReceived: Story = {
  play: async ({ args, userEvent }) => {
    const box = await dialog();
    await userEvent.click(within(box).getByRole('radio', { name: name.partly }));
    await userEvent.type(within(box).getByRole('textbox', { name: name.amount }), '300');
    await expect(args.onChange).toHaveBeenLastCalledWith('receivedAmount', '300');
    await expect(within(box).getByText(brl('193,00'))).toBeVisible();
    const image = receiptImage();
    await userEvent.upload(within(box).getByLabelText(name.proof, { selector: 'input' }), image);
    await expect(args.onChange).toHaveBeenLastCalledWith('proof', image);
    const preview = await within(box).findByRole('img', {
      name: uiText('Prévia do comprovante', 'Receipt preview'),
    });
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
    blurField();
  },
};

/** Issue 23 defect 10: a proof the browser cannot draw (a bank's PDF statement) shows a document mark, never a broken image. */
export const ProofNotAPicture: Story = {
  args: {
    values: {
      ...partly,
      proof: new File(['%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'], 'extrato.pdf', {
        type: 'application/pdf',
      }),
    },
  },
  play: async () => {
    const box = await dialog();
    await expect(within(box).getByText('extrato.pdf')).toBeInTheDocument();
    await waitFor(() => expect(box.querySelector('[data-file-preview="document"]')).not.toBeNull());
    await expect(
      within(box).queryByRole('img', { name: uiText('Prévia do comprovante', 'Receipt preview') }),
    ).toBeNull();
    blurField();
  },
};

/** A proof can be removed before sending. */
export const ProofRemoved: Story = {
  args: { values: partly },
  play: async ({ args, userEvent }) => {
    const box = await dialog();
    await within(box).findByRole('img', { name: uiText('Prévia do comprovante', 'Receipt preview') });
    await userEvent.click(
      within(box).getByRole('button', { name: uiText('Remover comprovante.png', 'Remove comprovante.png') }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith('proof', null);
    await expect(within(box).queryByRole('img')).toBeNull();
    blurField();
  },
};

/** Nothing filled in for a partial receipt: the amount and the proof are asked for. */
export const PartlyReceivedMissing: Story = {
  args: { values: { ...unanswered, kind: 'partlyReceived' } },
  play: async ({ userEvent }) => {
    const box = await dialog();
    await userEvent.click(within(box).getByRole('button', { name: name.submit }));
    const amount = within(box).getByRole('textbox', { name: name.amount });
    await waitFor(() => expect(amount).toHaveFocus());
    await expect(amount).toBeInvalid();
    await expect(within(box).getByLabelText(name.proof, { selector: 'input' })).toHaveAccessibleDescription(
      uiText('Anexe uma imagem do comprovante de pagamento', 'Attach a picture of the payment receipt', {
        exact: false,
      }),
    );
    blurField();
  },
};

/** All of it arrived is full payment, not a partial receipt. */
export const PartlyReceivedNotLess: Story = {
  args: { values: { ...partly, receivedAmount: '493' } },
  play: async ({ userEvent }) => {
    const box = await dialog();
    await userEvent.click(within(box).getByRole('button', { name: name.submit }));
    await waitFor(() =>
      expect(within(box).getByRole('textbox', { name: name.amount })).toHaveAccessibleDescription(
        uiText('O valor recebido deve ser menor', 'The amount received must be less', { exact: false }),
      ),
    );
    blurField();
  },
};

/**
 * An empty file is refused at once with its own reason (issue 22 item 2): no preview. Whether a file is a png or jpg
 * is told by its bytes when it is sent, never by its name.
 */
export const ProofEmpty: Story = {
  args: {
    values: { ...partly, proof: new File([], 'comprovante.png', { type: 'image/png' }) },
  },
  play: async () => {
    const box = await dialog();
    await expect(within(box).queryByRole('img')).toBeNull();
    await expect(within(box).getByLabelText(name.proof, { selector: 'input' })).toHaveAccessibleDescription(
      uiText('O arquivo está vazio', 'The file is empty', { exact: false }),
    );
    blurField();
  },
};

export const ProofTooLarge: Story = {
  args: {
    values: {
      ...partly,
      proof: new File([new Uint8Array(6 * 1024 * 1024)], 'foto-do-extrato.jpg', { type: 'image/jpeg' }),
    },
  },
  play: async () => {
    const box = await dialog();
    await expect(within(box).getByLabelText(name.proof, { selector: 'input' })).toHaveAccessibleDescription(
      uiText('A imagem tem mais de 5 MB', 'The image is larger than 5 MB', { exact: false }),
    );
    blurField();
  },
};

/** The answer is being sent: the submit is locked and busy. */
export const Submitting: Story = {
  args: { values: partly, submitting: true },
  play: async ({ args, userEvent }) => {
    const box = await dialog();
    const submit = within(box).getByRole('button', { name: name.submit });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(within(box).getByRole('textbox', { name: name.amount })).toHaveValue('300');
    blurField();
  },
};

/** No network: the §8 text, the answer and the proof kept. */
export const NetworkError: Story = {
  args: { values: partly, formError: networkErrorMessage },
  play: async () => {
    const box = await dialog();
    await expect(within(box).getByRole('alert')).toHaveTextContent(
      uiText('A conexão de rede está instável', 'Network link is abnormal', { exact: false }),
    );
    await expect(within(box).getByRole('radio', { name: name.partly })).toBeChecked();
    blurField();
  },
};

export const OutcomeUnknown: Story = {
  args: {
    values: { ...unanswered, kind: 'notReceived' },
    outcomeUnknown: { checking: true, onCheckAgain: fn() },
  },
  play: async () => {
    const box = await dialog();
    await expect(within(box).getByRole('button', { name: name.submit })).toBeDisabled();
    await expect(within(box).getByRole('alert')).toHaveTextContent(
      uiText('Conferindo seus saldos e a transação', 'Checking your balances and the transaction', {
        exact: false,
      }),
    );
    blurField();
  },
};

export const DeadlinePassed: Story = {
  args: { deadline: storyNow - 1 },
  play: async () => {
    const box = await dialog();
    await expect(within(box).getByRole('timer')).toHaveTextContent(
      uiText('O prazo acabou', 'The time is up', { exact: false }),
    );
    blurField();
  },
};

export const Phone: Story = {
  args: { values: partly },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const box = await dialog();
    await within(box).findByRole('img');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    blurField();
  },
};
