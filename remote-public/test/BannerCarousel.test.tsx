import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithHost } from 'standalone-host/testing';
import { BANNER_ROTATION_MS } from 'shared-contracts';
import { BannerCarousel } from '../src/components/BannerCarousel';
import { HOME_BANNERS } from '../src/content/banners';
import { i18n } from '@lingui/core';

const visibleSlide = () => screen.getByRole('group');

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

/** Pointer and focus leave the carousel, which holds its slide while either is inside. */
async function leaveCarousel(user: ReturnType<typeof userEvent.setup>) {
  await user.unhover(screen.getByRole('region', { name: 'Highlights' }));
  act(() => (document.activeElement as HTMLElement).blur());
}

describe('BannerCarousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows three slides and advances every 2000 ms, wrapping to the first', () => {
    renderWithHost(<BannerCarousel slides={HOME_BANNERS} label="Highlights" />);
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(3);
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');

    advance(BANNER_ROTATION_MS - 1);
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    advance(1);
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
    advance(BANNER_ROTATION_MS);
    expect(visibleSlide()).toHaveAccessibleName('3 of 3');
    advance(BANNER_ROTATION_MS);
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
  });

  it('selects a slide with its dot and marks that dot current', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithHost(<BannerCarousel slides={HOME_BANNERS} label="Highlights" />);
    const dots = screen.getAllByRole('button', { name: /^Show slide/ });
    expect(dots).toHaveLength(3);

    await user.click(dots[2]);
    expect(visibleSlide()).toHaveAccessibleName('3 of 3');
    expect(dots[2]).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).not.toHaveAttribute('aria-current');
  });

  it('opens the slide link in a new tab', () => {
    renderWithHost(<BannerCarousel slides={HOME_BANNERS} label="Highlights" />);
    const link = within(visibleSlide()).getByRole('link');
    expect(link).toHaveAttribute('href', HOME_BANNERS[0].link);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(within(link).getByRole('img')).toHaveAttribute('alt', i18n._(HOME_BANNERS[0].alt));
  });

  it('on a Marathi page opens the Marathi page of the slide', () => {
    try {
      renderWithHost(<BannerCarousel slides={HOME_BANNERS} label="Highlights" />, { language: 'mr' });
      expect(within(visibleSlide()).getByRole('link')).toHaveAttribute('href', `/mr${HOME_BANNERS[0].link}`);
    } finally {
      i18n.activate('en');
    }
  });

  it('starts paused for a visitor who asked for less motion', () => {
    const matchMedia = jest.fn((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
    try {
      renderWithHost(<BannerCarousel slides={HOME_BANNERS} label="Highlights" />);
      advance(BANNER_ROTATION_MS * 3);
      expect(visibleSlide()).toHaveAccessibleName('1 of 3');
      expect(screen.getByRole('button', { name: 'Play slides' })).toBeInTheDocument();
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it('stops rotating when paused and resumes when played', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithHost(<BannerCarousel slides={HOME_BANNERS} label="Highlights" />);
    await user.click(screen.getByRole('button', { name: 'Pause slides' }));
    await leaveCarousel(user);

    advance(BANNER_ROTATION_MS * 3);
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');

    await user.click(screen.getByRole('button', { name: 'Play slides' }));
    await leaveCarousel(user);
    advance(BANNER_ROTATION_MS);
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
  });

  it('holds the slide while the focus is inside, even when the pointer leaves', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithHost(<BannerCarousel slides={HOME_BANNERS} label="Highlights" />);
    const carousel = screen.getByRole('region', { name: 'Highlights' });
    await user.hover(carousel);
    act(() => within(carousel).getByRole('button', { name: 'Pause slides' }).focus());
    await user.unhover(carousel);
    advance(BANNER_ROTATION_MS * 2);
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    await leaveCarousel(user);
    advance(BANNER_ROTATION_MS);
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
  });

  it('holds the slide while the pointer is over the carousel', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithHost(<BannerCarousel slides={HOME_BANNERS} label="Highlights" />);
    await user.hover(screen.getByRole('region', { name: 'Highlights' }));
    advance(BANNER_ROTATION_MS * 2);
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
  });
});
