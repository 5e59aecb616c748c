export { PixCharge, type PixChargeProps } from './PixCharge.tsx';
