export {
  type HomeGamesSection,
  type HomeSectionId,
  HomeSections,
  type HomeSectionsProps,
} from './HomeSections.tsx';
