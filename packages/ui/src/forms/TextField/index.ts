export { fieldIds, TextField, type TextFieldProps } from './TextField.tsx';
