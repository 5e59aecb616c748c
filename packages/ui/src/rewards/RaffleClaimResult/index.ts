export { RaffleClaimResult, type RaffleClaimResultProps } from './RaffleClaimResult.tsx';
