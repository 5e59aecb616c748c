/** News (issue 27 item 5): being built. */
export function NewsRoute() {
  return <h1>News</h1>;
}
