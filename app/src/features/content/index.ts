export { publicContentCallsAtom } from './publicContentGateway.ts';
