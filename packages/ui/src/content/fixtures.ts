import { bannersOfGroup, bannerTarget, type WinnerEntryLike } from '@sorte/domain';
import {
  announcementFixtures,
  bannerFixtures,
  bannerImage,
  CONTENT_EPOCH,
  chatModelFixtures,
  gameIcon,
  HOSTILE_HTML,
  helpFixtures,
  noticeFixtures,
  popupFixtures,
  promotionFixtures,
  winnerFixtures,
} from '@sorte/mocks/fixtures';
import type { AnnouncementItem } from './AnnouncementModal/index.ts';
import type { BannerSlide } from './BannerCarousel/index.ts';
import type { NoticeItem } from './NoticeMarquee/index.ts';
import type { PromotionItem } from './PromotionList/index.ts';

// Story fixtures for the content components: the simulated gateway's own content (@sorte/mocks/fixtures), mapped
// into the components' props by small adapters, so the stories and the demo site cannot drift. Used only by
// stories, never by components.

export { CONTENT_EPOCH, HOSTILE_HTML };

/** The square picture of the gateway's content (its announcements' artwork), for HTML content and lists. */
export const squareArt = gameIcon('announcement', 'Sorte');

/** The gateway's live-chat models (CBS_modelList: id, name and icon), by id. */
export function chatModel(modelId: string) {
  const model = chatModelFixtures().find((candidate) => candidate.modelId === modelId);
  if (!model) throw new Error(`no chat model fixture ${modelId}`);
  return model;
}

/** Every hostile sample that needs no allowed-host policy in one document, after a line of normal text. */
const { offSiteImage: _offSiteImage, offSiteLink: _offSiteLink, ...inlineHostileHtml } = HOSTILE_HTML;
export const allHostileHtml = `<p>Texto normal antes.</p>${Object.values(inlineHostileHtml).join('')}`;

const toAnnouncement = ({ id, title, content, promotionType, timestamp }: AnnouncementItem) => ({
  id,
  title,
  content,
  promotionType,
  timestamp,
});

/** The gateway's 14 announcements (2 pages of 9), with real and hostile HTML. */
export const announcements: AnnouncementItem[] = announcementFixtures().map(toAnnouncement);

/** The gateway's popular notices (the marquee and the notice modal). */
export const notices: NoticeItem[] = noticeFixtures().map(({ id, title, content, timestamp }) => ({
  id,
  title,
  content,
  timestamp,
}));

/** The gateway's help-centre items, the first with the #term anchor. */
export const helpItems: AnnouncementItem[] = helpFixtures().map(toAnnouncement);

/** The gateway's 40 winners in no particular order (the board sorts and keeps 20); full names, unmasked. */
export const winners: WinnerEntryLike[] = winnerFixtures().map(({ customerName, gameName, winAmount }) => ({
  customerName,
  gameName,
  winAmount,
}));

/** The gateway's promotions 1001…1010, one per §4 status, spelt as the gateway sends them. */
export const promotions: PromotionItem[] = promotionFixtures().map(
  ({ id, title, status, content, imageUrl, startTime, endTime }) => ({
    id,
    title,
    status,
    content,
    imageUrl,
    startTime,
    endTime,
  }),
);

/**
 * The gateway's public popups of one execution (A logged in, B anonymous, F first login). The gateway's popups
 * carry no picture: the stories give each one (story-only) drawn with the gateway's banner artwork.
 */
export function publicPopups(execution: 'A' | 'B' | 'F') {
  return popupFixtures()
    .filter((popup) => popup.execution === execution)
    .map(({ id, title, content }) => ({
      id,
      title,
      content,
      imageUrl: bannerImage(`popup-${id}`, title, 'Sorte'),
    }));
}

/** Where the stories pretend to run, and the hosts their external links may go to (as the demo config). */
const linkPolicy = { origin: 'https://sorte.example', allowedHosts: ['t.me'] };

/**
 * The gateway's w_home banners as the app turns them into slides: the links it lets through (domain bannerTarget;
 * a promotion opens /promotions with its id in the hash), the hostile ones not a link at all.
 */
export const homeBanners: BannerSlide[] = bannersOfGroup(bannerFixtures(), 'w_home').map((banner) => {
  const target = bannerTarget(banner, linkPolicy);
  return {
    id: banner.id,
    image: banner.url,
    alt: banner.title,
    href:
      target.kind === 'promotion'
        ? `/promotions#${target.promotionId}`
        : target.kind === 'internal'
          ? target.path
          : target.kind === 'external'
            ? target.url
            : null,
    external: target.kind === 'external',
  };
});

/** The download page's QR codes: the shell's own stand-ins (layout/fixtures.ts). */
export { androidQrSrc, iosQrSrc } from '../layout/fixtures.ts';

/** A blank page for frames: no network, nothing that moves. */
export const blankFrameSrc = 'about:blank';
