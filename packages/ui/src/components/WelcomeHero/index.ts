export { WelcomeHero, type WelcomeHeroProps } from './WelcomeHero.tsx';
