export { LanguageSelect, type LanguageOption, type LanguageSelectProps } from './LanguageSelect.tsx';
