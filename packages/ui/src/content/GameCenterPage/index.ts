export {
  type GameCenterCategory,
  GameCenterPage,
  type GameCenterPageProps,
  type GameCenterVendor,
} from './GameCenterPage.tsx';
