import { MemberCentre } from '../../features/member/index.ts';

/** Spec §2 /member and /member/<page>: the member centre. */
export function MemberCentreRoute() {
  return <MemberCentre />;
}
