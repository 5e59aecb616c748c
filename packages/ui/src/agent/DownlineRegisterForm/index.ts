export { DownlineRegisterForm, type DownlineRegisterFormProps } from './DownlineRegisterForm.tsx';
