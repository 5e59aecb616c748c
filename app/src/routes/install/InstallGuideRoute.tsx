/** Install tutorials (issue 27 item 5): being built. */
export function InstallGuideRoute() {
  return <h1>Install tutorials</h1>;
}
