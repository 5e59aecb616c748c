/** Mirror sites (issue 27 item 5): being built. */
export function MirrorsRoute() {
  return <h1>Mirror sites</h1>;
}
