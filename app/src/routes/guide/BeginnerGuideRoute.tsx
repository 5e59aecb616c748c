/** Beginner guide (issue 27 item 5): being built. */
export function BeginnerGuideRoute() {
  return <h1>Beginner guide</h1>;
}
