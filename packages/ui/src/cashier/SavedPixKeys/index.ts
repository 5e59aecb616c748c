export { SavedPixKeys, type SavedPixKeysProps } from './SavedPixKeys.tsx';
