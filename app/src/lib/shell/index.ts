export { useCustomerService } from './useCustomerService.ts';
