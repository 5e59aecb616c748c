export { Button, type ButtonProps } from './Button/index.ts';
export { Spinner, type SpinnerProps } from './Spinner/index.ts';
