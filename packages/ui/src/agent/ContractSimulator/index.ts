export { ContractSimulator, type ContractSimulatorProps } from './ContractSimulator.tsx';
