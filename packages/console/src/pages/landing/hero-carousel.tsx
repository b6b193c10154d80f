import { useState } from 'react';
import type { Banner } from './banners.ts';
import { useCarousel } from './use-carousel.ts';
import { useReducedMotion } from './use-reduced-motion.ts';

/**
 * The landing hero's banners (000 section 2): one every 5 s, dots to jump, still while the
 * pointer or focus is on it, when the visitor prefers reduced motion, or when paused by hand.
 * Built on the WAI carousel pattern: a labelled region of labelled slides.
 */
export function HeroCarousel({ banners }: { banners: readonly Banner[] }) {
  const reducedMotion = useReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const { index, go } = useCarousel(banners.length, hovered || focused || stopped || reducedMotion);
  const autoplay = !(stopped || reducedMotion);

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label="Highlights"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="carousel-slides" aria-live={autoplay ? 'off' : 'polite'}>
        {banners.map((banner, position) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI carousel pattern's slide is a group, not a form's fieldset
          <div
            key={banner.eyebrow}
            className="carousel-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${position + 1} of ${banners.length}`}
            hidden={position !== index}
          >
            <p className="card-eyebrow">{banner.eyebrow}</p>
            <p className="carousel-title">{banner.title}</p>
            <p className="muted">{banner.text}</p>
          </div>
        ))}
      </div>
      <div className="carousel-controls">
        <button
          className="icon-button"
          type="button"
          aria-label={stopped ? 'Play highlights' : 'Pause highlights'}
          onClick={() => setStopped(!stopped)}
        >
          <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
        </button>
        <ul className="carousel-dots">
          {banners.map((banner, position) => (
            <li key={banner.eyebrow}>
              <button
                className="carousel-dot"
                type="button"
                aria-label={`Show highlight ${position + 1}`}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => go(position)}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
