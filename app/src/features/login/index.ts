export { saveRememberedUsername } from './rememberUsername.ts';
