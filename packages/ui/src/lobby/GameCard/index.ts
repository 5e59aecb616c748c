export { GameCard, type GameCardEvents, type GameCardProps } from './GameCard.tsx';
