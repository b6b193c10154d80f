import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BANNERS } from './banners.ts';
import { HeroCarousel } from './hero-carousel.tsx';
import { CAROUSEL_INTERVAL_MS } from './use-carousel.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const visibleTitle = () =>
  screen
    .getAllByRole('group')
    .find((slide) => !slide.hidden)
    ?.querySelector('.carousel-title')?.textContent;

describe('HeroCarousel', () => {
  it('shows one of five banners, advances every 5 s and jumps from its dots', () => {
    render(<HeroCarousel banners={BANNERS} />);
    expect(BANNERS).toHaveLength(5);
    expect(visibleTitle()).toBe(BANNERS[0]?.title);
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(visibleTitle()).toBe(BANNERS[1]?.title);
    fireEvent.click(screen.getByRole('button', { name: 'Show highlight 4' }));
    expect(visibleTitle()).toBe(BANNERS[3]?.title);
    expect(screen.getByRole('button', { name: 'Show highlight 4' }).getAttribute('aria-current')).toBe('true');
  });

  it('holds still while hovered, and when paused by hand', () => {
    render(<HeroCarousel banners={BANNERS} />);
    const carousel = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 2));
    expect(visibleTitle()).toBe(BANNERS[0]?.title);
    fireEvent.mouseLeave(carousel);
    fireEvent.click(screen.getByRole('button', { name: 'Pause highlights' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Play highlights' }));
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 2));
    expect(visibleTitle()).toBe(BANNERS[0]?.title);
  });

  it('holds still for a visitor who prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    render(<HeroCarousel banners={BANNERS} />);
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 2));
    expect(visibleTitle()).toBe(BANNERS[0]?.title);
  });
});
