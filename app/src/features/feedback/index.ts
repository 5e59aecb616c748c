export { FeedbackPanel } from './FeedbackPanel.tsx';
