export { FeedbackForm, type FeedbackFormProps, type FeedbackValues } from './FeedbackForm.tsx';
