export {
  type ThemePreference,
  ThemeToggle,
  type ThemeToggleProps,
  themePreferences,
} from './ThemeToggle.tsx';
