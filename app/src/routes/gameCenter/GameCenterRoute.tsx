/** Game center (issue 27 item 5): being built. */
export function GameCenterRoute() {
  return <h1>Game center</h1>;
}
