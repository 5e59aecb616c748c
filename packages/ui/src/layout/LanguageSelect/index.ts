export { type LanguageOption, LanguageSelect, type LanguageSelectProps } from './LanguageSelect.tsx';
