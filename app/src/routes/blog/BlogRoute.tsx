/** Blog (issue 27 item 5): being built. */
export function BlogRoute() {
  return <h1>Blog</h1>;
}
