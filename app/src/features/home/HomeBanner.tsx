import { useLingui } from '@lingui/react/macro';
import { bannersOfGroup, bannerTarget } from '@sorte/domain';
import type { BannerSlide } from '@sorte/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { promotionPath } from '../../paths.ts';
import { requiredConfigAtom } from '../../state/configAtoms.ts';
import {
  MAIN_IMAGE_TIMING,
  markMainContentPainted,
  useAfterMainPaint,
  whenImagePresented,
} from '../../state/mainPaint.ts';
import { bannerCallsAtom } from '../content/index.ts';
import { bannersQuery } from './api.ts';
import * as styles from './home.css.ts';

// The carousel (embla) arrives in its own chunk, fetched once the first slide has painted; until then the first
// slide stands in its place (it is the largest paint of the page, so it must not wait for the carousel's code).
const BannerCarousel = lazy(() =>
  import('@sorte/ui/content').then((module) => ({ default: module.BannerCarousel })),
);

/** Spec §2 Home: the w_home banner group; a slide opens its linkage only when it is a safe link. */
export function HomeBanner() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const calls = useAtomValue(bannerCallsAtom);
  const config = useAtomValue(requiredConfigAtom);
  const [paused, setPaused] = useState(false);
  // The first slide is the page's largest paint: it must not wait behind the lobby's rendering.
  // The bootstrap may have asked for it already (prefetchHome): the same query, one request.
  const banners = useQuery(bannersQuery(calls, 'w_home'));

  const slides = useMemo((): BannerSlide[] => {
    if (!banners.data) return [];
    const policy = { origin: window.location.origin, allowedHosts: config.allowedLinkHosts };
    return bannersOfGroup(banners.data, 'w_home').map((banner, index) => {
      const target = bannerTarget(banner, policy);
      return {
        id: banner.id ?? `${index}`,
        image: banner.url,
        alt: banner.title || t`Destaque ${index + 1}`,
        href:
          target.kind === 'promotion'
            ? promotionPath(target.promotionId)
            : target.kind === 'internal'
              ? target.path
              : target.kind === 'external'
                ? target.url
                : null,
        external: target.kind === 'external',
      };
    });
  }, [banners, config.allowedLinkHosts, t]);

  // The first slide is the main content: the rest of the page follows once its image (or the lack of one) is
  // on screen.
  const firstSlidePainted = useAfterMainPaint();
  const withoutSlide = banners.isError || (banners.isSuccess && slides.length === 0);
  useEffect(() => {
    if (withoutSlide) markMainContentPainted();
  }, [withoutSlide]);
  const firstImage = useRef<HTMLImageElement>(null);
  const firstImageUrl = slides[0]?.image;
  useEffect(() => {
    const image = firstImage.current;
    if (!firstImageUrl || !image) return;
    void whenImagePresented(image).then(markMainContentPainted);
  }, [firstImageUrl]);

  if (!banners.isSuccess) return <div className={styles.bannerPlaceholder} aria-hidden="true" />;
  if (slides.length === 0) return null;
  const first = slides[0]!;
  const firstSlide = (
    <div className={styles.bannerPlaceholder}>
      <img
        className={styles.bannerImage}
        src={first.image}
        alt={first.alt}
        fetchPriority="high"
        ref={firstImage}
        // Element Timing tells when this image is on screen; React passes the attribute through as it is.
        {...{ elementtiming: MAIN_IMAGE_TIMING }}
      />
    </div>
  );
  // The carousel's code (embla) is fetched once the first slide is on screen; the slide stands in until then.
  if (!firstSlidePainted) return firstSlide;
  return (
    <Suspense fallback={firstSlide}>
      <BannerCarousel
        banners={slides}
        paused={paused}
        onPausedChange={setPaused}
        onBannerClick={(slide, event) => {
          if (slide.href && !slide.external) {
            event.preventDefault();
            void navigate(slide.href);
          }
        }}
      />
    </Suspense>
  );
}
