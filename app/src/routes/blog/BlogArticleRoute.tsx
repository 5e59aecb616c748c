/** Blog (issue 27 item 5): being built. */
export function BlogArticleRoute() {
  return <h1>Blog</h1>;
}
