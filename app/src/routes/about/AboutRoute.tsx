/** About Us (issue 27 item 5): being built. */
export function AboutRoute() {
  return <h1>About Us</h1>;
}
