import { categoryForCentre, INHOUSE_CATEGORY, INHOUSE_VENDOR, type LobbyCategory } from '@sorte/domain';
import { useLocation, useSearchParams } from 'react-router-dom';
import { LobbyView } from '../../features/lobby/index.ts';
import { centreOfPath } from '../../paths.ts';
import * as styles from '../home/HomeRoute.css.ts';

/**
 * The game centres of spec §2: vendor based (/elott, /lott, /sports, /esports) and game lists (/live, /fish,
 * /rng, /pvp). /rng?vassalage=BGS is the in-house centre (INHOUSE is RNG of vendor BGS, §3).
 */
export function CentreRoute() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const centre = centreOfPath(pathname);
  const pathCategory = centre && categoryForCentre(centre);
  const category: LobbyCategory | null =
    pathCategory === 'RNG' && search.get('vassalage')?.toUpperCase() === INHOUSE_VENDOR
      ? INHOUSE_CATEGORY
      : pathCategory;
  return (
    <div className={styles.page}>
      <LobbyView key={category} category={category} />
    </div>
  );
}
