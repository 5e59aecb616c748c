export { GameCard, type GameCardEvents, type GameCardProps } from './GameCard/index.ts';
export { GameGrid, type GameGridProps, GameGridSkeleton } from './GameGrid/index.ts';
export { type FailureKind, GridNotice, type GridNoticeProps } from './GridNotice/index.ts';
export {
  type HomeGamesSection,
  type HomeSectionId,
  HomeSections,
  type HomeSectionsProps,
} from './HomeSections/index.ts';
export { LobbyTabs, type LobbyTabsProps } from './LobbyTabs/index.ts';
export { LobbyToolbar, type LobbyToolbarProps } from './LobbyToolbar/index.ts';
export { Pagination, type PaginationProps } from './Pagination/index.ts';
export { VendorCard, type VendorCardEvents, type VendorCardProps } from './VendorCard/index.ts';
export { VendorGrid, type VendorGridProps } from './VendorGrid/index.ts';
export { VirtualGameGrid, type VirtualGameGridProps } from './VirtualGameGrid/index.ts';
