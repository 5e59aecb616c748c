export { RedEnvelopePage, type RedEnvelopePageProps } from './RedEnvelopePage.tsx';
