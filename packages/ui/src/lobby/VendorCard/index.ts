export { VendorCard, type VendorCardEvents, type VendorCardProps } from './VendorCard.tsx';
