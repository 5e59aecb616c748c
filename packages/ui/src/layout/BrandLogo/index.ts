export { BrandLogo, type BrandLogoProps } from './BrandLogo.tsx';
