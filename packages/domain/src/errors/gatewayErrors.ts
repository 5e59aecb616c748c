import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The error texts of spec §8 (and §6 for the login restrictions). Source (pt) texts here; en holds the spec's English.

/** 'Network link is abnormal, please try again' */
export const networkErrorMessage = msg`A conexão de rede está instável, tente novamente`;

/** 'The page took longer time to load, please check your network connectivity' */
export const timeoutErrorMessage = msg`A página demorou muito para carregar, verifique a sua conexão de rede`;

/** 'Unknown error' */
export const unknownErrorMessage = msg`Erro desconhecido`;

/**
 * An answer the site could not read (issue 24 item 4: never a bare 'Unknown error'); the page names what failed
 * above it and offers a retry, and the console names the endpoint and the JSON paths for the operator.
 */
export const unreadableAnswerMessage = msg`O servidor respondeu num formato que o site não consegue ler`;

/** 'You are not logged in, please login' */
export const notLoggedInMessage = msg`Você não está conectado, faça login`;

/** Too many requests (HTTP 429) without a known wait. */
export const rateLimitedMessage = msg`Muitas tentativas seguidas. Aguarde um momento e tente novamente`;

/** Too many requests (HTTP 429) with the gateway's Retry-After, in seconds. */
export function rateLimitedWaitMessage(seconds: number): MessageDescriptor {
  const wait = Math.max(1, Math.ceil(seconds));
  return msg`Muitas tentativas seguidas. Tente novamente em ${wait} s`;
}

/** 'System maintenance' */
export const systemMaintenanceMessage = msg`Sistema em manutenção`;

/** 'Access restricted' */
export const accessRestrictedMessage = msg`Acesso restrito`;

/** 'Invalid URL, please contact customer service' (domain check failed) */
export const invalidDomainMessage = msg`URL inválido, entre em contato com o atendimento ao cliente`;

/** 'Only agents can log in' */
export const onlyAgentsMessage = msg`Apenas agentes podem entrar`;

/** 'Non-agents cannot log in' */
export const nonAgentsCannotLoginMessage = msg`Contas que não são de agente não podem entrar`;

/** 'Non-member account unable to login' */
export const nonMemberCannotLoginMessage = msg`Contas que não são de membro não podem entrar`;

/** 'Please complete verification first' */
export const verificationRequiredMessage = msg`Conclua a verificação primeiro`;

/** 'Username/Email does not exist' */
export const usernameOrEmailNotFoundMessage = msg`O nome de usuário/e-mail não existe`;

/**
 * How a gateway call failed, as far as the client can tell. A 'rejected' call (the server answered
 * success: false) shows the server's own message, so it has no entry here.
 */
export const GATEWAY_ERROR_KINDS = [
  'network',
  'timeout',
  'server',
  'invalid-response',
  'unauthorized',
  'rate-limited',
  'unknown',
] as const;
export type GatewayErrorKind = (typeof GATEWAY_ERROR_KINDS)[number];

const BY_KIND: Readonly<Record<GatewayErrorKind, MessageDescriptor>> = {
  network: networkErrorMessage,
  timeout: timeoutErrorMessage,
  server: unknownErrorMessage,
  'invalid-response': unreadableAnswerMessage,
  unauthorized: notLoggedInMessage,
  'rate-limited': rateLimitedMessage,
  unknown: unknownErrorMessage,
};

/** §8: the message shown for a failed gateway call; anything unrecognised is 'Unknown error'. */
export function gatewayErrorMessage(kind: GatewayErrorKind): MessageDescriptor {
  return Object.hasOwn(BY_KIND, kind) ? BY_KIND[kind] : unknownErrorMessage;
}
