/** The right bar's phone dock height above the safe area; NormalLayout keeps as much room free at the page's end. */
export const PHONE_DOCK_HEIGHT = '57px';
