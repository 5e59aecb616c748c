/** Winners list (issue 27 item 5): being built. */
export function WinnersRoute() {
  return <h1>Winners list</h1>;
}
