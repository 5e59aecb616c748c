export {
  ResponsibleGamingPage,
  type ResponsibleGamingPageProps,
  type ResponsibleGamingTool,
} from './ResponsibleGamingPage.tsx';
