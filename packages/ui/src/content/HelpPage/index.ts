export { HelpCentreModal, type HelpCentreModalProps, type HelpTopic } from './HelpCentreModal.tsx';
export { HelpPage, type HelpPageProps, type HelpSection } from './HelpPage.tsx';
