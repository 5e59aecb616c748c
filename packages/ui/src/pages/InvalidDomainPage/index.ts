export { InvalidDomainPage, type InvalidDomainPageProps } from './InvalidDomainPage.tsx';
