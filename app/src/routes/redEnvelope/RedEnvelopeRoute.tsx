/** Red Envelope (issue 27 item 5): being built. */
export function RedEnvelopeRoute() {
  return <h1>Red Envelope</h1>;
}
