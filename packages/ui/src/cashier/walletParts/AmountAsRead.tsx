import * as styles from './walletForm.css.ts';

export interface AmountAsReadProps {
  /** What the button will send, in words with the amount formatted ('Você vai transferir R$ 1.234,56'); null: nothing readable yet. */
  text: string | null;
}

/**
 * The amount as the site read it, said beside the button that sends it (issue 22): the money actions with no review
 * step confirm with the same click what the player sees here, never a guess at what they typed.
 */
export function AmountAsRead({ text }: AmountAsReadProps) {
  return text ? (
    <p className={styles.asRead}>
      <bdi>{text}</bdi>
    </p>
  ) : null;
}
