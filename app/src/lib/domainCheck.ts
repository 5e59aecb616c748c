// §8 domain check's host matching, as a module of its own so systemQueries.ts loads it beside the call.
export { domainCheck } from '@sorte/domain';
