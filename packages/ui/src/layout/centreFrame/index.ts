export {
  CentreFrame,
  type CentreFrameProps,
  CentreMenuLink,
  type CentreMenuLinkProps,
  centreMenuList,
  centreRowIcon,
  centreRowLabel,
} from './CentreFrame.tsx';
