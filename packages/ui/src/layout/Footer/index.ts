export { Footer, type FooterProps, type FooterVendor } from './Footer.tsx';
