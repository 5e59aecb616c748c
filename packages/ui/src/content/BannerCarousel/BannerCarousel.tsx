import { useLingui } from '@lingui/react/macro';
import { carouselSettings } from '@sorte/domain';
import useEmblaCarousel from 'embla-carousel-react';
import { type MouseEvent, useEffect, useId, useState } from 'react';
import { Icon } from '../../components/Icon/index.ts';
import { useDocumentDirection } from '../../forms/TabsBar/index.ts';
import { useReducedMotion } from '../useReducedMotion.ts';
import * as styles from './BannerCarousel.css.ts';

export interface BannerSlide {
  id: string;
  /** The image address (the app picks the CDN). */
  image: string;
  alt: string;
  /** Where a click goes, already validated by the app (domain bannerTarget); null: the slide is not a link. */
  href: string | null;
  /** Opens in a new tab with noopener noreferrer (an allowlisted https host). */
  external?: boolean;
}

export interface BannerCarouselProps {
  banners: readonly BannerSlide[];
  /** The player stopped the rotation with the pause control (WCAG 2.2.2). */
  paused: boolean;
  onPausedChange: (paused: boolean) => void;
  /** A linked slide was clicked; call `event.preventDefault()` to route internally. */
  onBannerClick: (banner: BannerSlide, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Overrides the user's prefers-reduced-motion setting. */
  reducedMotion?: boolean;
  /** Accessible name of the carousel; defaults to 'Destaques'. */
  label?: string;
}

// Embla's duration is a spring constant, not milliseconds: 37 covers 98% of the distance in about 1 s.
const EMBLA_DURATION_PER_SECOND = 37;

/**
 * The home banner (spec §2): with more than one banner it loops and advances every 5 s with 1 s transitions,
 * has pagination dots, previous/next and a pause control; hovering or focusing it pauses the rotation and
 * reduced motion stops it. The first image is the likely LCP element: eager, high priority, fixed ratio.
 */
export function BannerCarousel({
  banners,
  paused,
  onPausedChange,
  onBannerClick,
  reducedMotion,
  label,
}: BannerCarouselProps) {
  const { t } = useLingui();
  const reduced = useReducedMotion(reducedMotion);
  const direction = useDocumentDirection();
  const settings = carouselSettings(banners.length, { reducedMotion: reduced });
  const [viewportRef, embla] = useEmblaCarousel({
    loop: settings.loop,
    direction,
    duration: Math.round((settings.transitionMs / 1000) * EMBLA_DURATION_PER_SECOND),
    watchDrag: banners.length > 1,
  });
  const [selected, setSelected] = useState(0);
  const [moving, setMoving] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const slidesId = useId();

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    const onScroll = () => setMoving(true);
    const onSettle = () => setMoving(false);
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect).on('scroll', onScroll).on('settle', onSettle);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect).off('scroll', onScroll).off('settle', onSettle);
    };
  }, [embla]);

  const rotating = settings.autoplayMs !== null && !paused && !hovered && !focused;
  // Re-armed after every slide change, so a manual move gives the new slide its full 5 s.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `selected` is the re-arm trigger
  useEffect(() => {
    if (!embla || !rotating || settings.autoplayMs === null) return;
    const timer = window.setTimeout(() => embla.scrollNext(), settings.autoplayMs);
    return () => window.clearTimeout(timer);
  }, [embla, rotating, settings.autoplayMs, selected]);

  if (banners.length === 0) return null;
  const count = banners.length;

  return (
    <section
      className={styles.root}
      aria-roledescription={t`carrossel`}
      aria-label={label ?? t`Destaques`}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div
          id={slidesId}
          className={styles.track}
          aria-live={rotating ? 'off' : 'polite'}
          aria-busy={moving || undefined}
        >
          {banners.map((banner, index) => {
            const image = (
              <img
                className={styles.image}
                src={banner.image}
                alt={banner.alt}
                width={1200}
                height={375}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                decoding={index === 0 ? 'sync' : 'async'}
                draggable={false}
              />
            );
            return (
              // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern: a slide is a group, not a fieldset
              <div
                key={banner.id}
                className={styles.slide}
                role="group"
                aria-roledescription={t`slide`}
                aria-label={t`${index + 1} de ${count}`}
                inert={index !== selected}
              >
                {banner.href ? (
                  <a
                    className={styles.link}
                    href={banner.href}
                    {...(banner.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    // Embla swallows the click that ends a drag.
                    onClick={(event) => onBannerClick(banner, event)}
                  >
                    {image}
                  </a>
                ) : (
                  image
                )}
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          {settings.pauseControl ? (
            <button
              type="button"
              className={styles.control}
              aria-label={paused ? t`Retomar a rotação dos banners` : t`Pausar a rotação dos banners`}
              onClick={() => onPausedChange(!paused)}
            >
              <Icon name={paused ? 'play' : 'pause'} size="inline" />
            </button>
          ) : null}
          <button
            type="button"
            className={styles.control}
            aria-controls={slidesId}
            aria-label={t`Banner anterior`}
            onClick={() => embla?.scrollPrev()}
          >
            <Icon name="chevronBack" size="inline" />
          </button>
          <div className={styles.dots}>
            {banners.map((banner, index) => (
              <button
                key={banner.id}
                type="button"
                className={styles.dot}
                aria-controls={slidesId}
                aria-current={index === selected ? 'true' : undefined}
                aria-label={t`Banner ${index + 1} de ${count}`}
                onClick={() => embla?.scrollTo(index)}
              />
            ))}
          </div>
          <button
            type="button"
            className={styles.control}
            aria-controls={slidesId}
            aria-label={t`Próximo banner`}
            onClick={() => embla?.scrollNext()}
          >
            <Icon name="chevronForward" size="inline" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
