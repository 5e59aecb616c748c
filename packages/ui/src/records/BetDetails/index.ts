export { BetDetails, type BetDetailsCopied, type BetDetailsProps } from './BetDetails.tsx';
