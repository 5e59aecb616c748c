// `@sorte/gateway/answers`: what the app reads a gateway's answer or failure with, away from its call tables. The
// calls themselves (`@sorte/gateway`) go out only from a feature's api.ts or a *Gateway.ts call table
// (dependency rule `gateway-calls-only-in-api`, .dependency-cruiser.cjs).
export { GatewayError, isGatewayError } from './errors.ts';
export { isVerificationPending, readLimitRefusal } from './limitRefusal.ts';
export { isCallMissing } from './missingCall.ts';
export {
  readMoneyEvent,
  readSelfExclusionEvent,
  readSocketAuthAnswer,
  socketAuthMessage,
} from './moneyEvents.ts';
export { loginNeedsSecondVerification } from './schemas/account.ts';
export { loginNeedsCaptcha } from './schemas/session.ts';
