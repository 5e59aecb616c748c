export { CaptchaField, type CaptchaFieldProps } from './CaptchaField.tsx';
