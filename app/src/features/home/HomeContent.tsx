import { lazy, Suspense } from 'react';
import { LobbyView } from '../lobby/index.ts';
import { HomeNotices } from './HomeNotices.tsx';

// Below the fold: its own chunk.
const HomeWinners = lazy(() =>
  import('./HomeWinners.tsx').then((module) => ({ default: module.HomeWinners })),
);

/** Home's content below the banner (spec §2): notice marquee, game lobby and winner board. */
export default function HomeContent() {
  return (
    <>
      <HomeNotices />
      <LobbyView category={null} />
      <Suspense fallback={null}>
        <HomeWinners />
      </Suspense>
    </>
  );
}
