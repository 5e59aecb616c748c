export { VendorDropdown, type VendorDropdownProps } from './VendorDropdown.tsx';
