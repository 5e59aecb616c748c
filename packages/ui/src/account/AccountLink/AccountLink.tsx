import * as styles from './AccountLink.css.ts';

export interface AccountLinkProps {
  children: string;
  onClick: () => void;
}

/** A button that reads as a link: to another account popup ('Esqueceu a senha?', 'Voltar para entrar'). */
function AccountLinkRoot({ children, onClick }: AccountLinkProps) {
  return (
    <button type="button" className={styles.link} onClick={onClick}>
      {children}
    </button>
  );
}

export interface AccountPromptProps {
  /** 'Ainda não tem uma conta?' */
  question: string;
  /** 'Cadastrar' */
  action: string;
  onAction: () => void;
}

/** The line under an account form that leads to the other one ('Já tem uma conta? Entrar'). */
export function AccountPrompt({ question, action, onAction }: AccountPromptProps) {
  return (
    <p className={styles.prompt}>
      <span>{question}</span>
      <AccountLinkRoot onClick={onAction}>{action}</AccountLinkRoot>
    </p>
  );
}

export const AccountLink = Object.assign(AccountLinkRoot, { Prompt: AccountPrompt });
