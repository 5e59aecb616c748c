/** A request as it will travel: query parameters and a body (an object for JSON or multipart calls). */
export interface AdaptedRequest {
  query?: Record<string, string> | undefined;
  body?: unknown;
}

/** The client's hooks of an operator adapter (./index.ts `createGatewayAdapter`; loaded only when configured). */
export interface GatewayAdapter {
  /** The validated request (query for a GET or `requestIn: 'query'` call, else the body) → what is sent. */
  request(name: string, request: AdaptedRequest, method: string): AdaptedRequest;
  /** A success answer (the whole envelope, nulls dropped) → what the endpoint's reader reads. */
  response(name: string, answer: unknown): unknown;
}
