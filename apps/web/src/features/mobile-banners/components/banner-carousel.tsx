import type { MobileBanner } from '@autobid/contract';
import { useEffect, useRef, useState } from 'react';
import { BannerSlide } from './banner-slide';

// A dealer reading a banner should not have it slide away mid-sentence.
const AUTOPLAY_MS = 6_000;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

function scrollToSlide(track: HTMLDivElement | null, index: number): void {
  track?.scrollTo?.({ left: index * track.clientWidth, behavior: 'smooth' });
}

interface BannerCarouselProps {
  banners: readonly MobileBanner[];
  slide: 'slide' | 'strip';
}

/**
 * The banners side by side in a strip that snaps to one at a time: swiped by a thumb, moved on by
 * itself every few seconds (not while a finger or the focus is on it, nor for people who asked
 * for less motion), with a dot per banner to jump to it.
 */
export function BannerCarousel({ banners, slide }: BannerCarouselProps) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [isHeld, setHeld] = useState(false);
  const hasMany = banners.length > 1;

  const show = (index: number) => {
    scrollToSlide(track.current, index);
    setCurrent(index);
  };

  useEffect(() => {
    if (!hasMany || isHeld || prefersReducedMotion()) return undefined;
    const timer = setTimeout(() => {
      const next = (current + 1) % banners.length;
      scrollToSlide(track.current, next);
      setCurrent(next);
    }, AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [current, isHeld, hasMany, banners.length]);

  return (
    <>
      <div
        ref={track}
        className="banner-carousel__track"
        onScroll={(event) => {
          const { scrollLeft, clientWidth } = event.currentTarget;
          if (clientWidth > 0) setCurrent(Math.round(scrollLeft / clientWidth));
        }}
        onPointerDown={() => setHeld(true)}
        onPointerUp={() => setHeld(false)}
        onPointerCancel={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={() => setHeld(false)}
      >
        {banners.map((banner, index) => (
          <div
            key={banner.id}
            className="banner-carousel__slide"
            aria-roledescription="slide"
            aria-label={`${index + 1} / ${banners.length}`}
          >
            <BannerSlide banner={banner} variant={slide} />
          </div>
        ))}
      </div>
      {hasMany ? (
        <div className="banner-carousel__dots">
          {banners.map((banner, index) => (
            <button
              key={banner.id}
              type="button"
              className={`banner-carousel__dot${index === current ? ' banner-carousel__dot--active' : ''}`}
              aria-label={`${banner.title} (${index + 1} / ${banners.length})`}
              aria-current={index === current || undefined}
              onClick={() => show(index)}
              data-testid="banner-dot"
            />
          ))}
        </div>
      ) : null}
    </>
  );
}
