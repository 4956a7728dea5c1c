import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithHost } from 'standalone-host/testing';
import { HeroVideo } from '../src/components/HeroVideo';

/** The browser's answer to prefers-reduced-motion, for one test. */
function withMotionPreference(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)' }),
  });
}

describe('HeroVideo', () => {
  let play: jest.SpyInstance;
  beforeEach(() => {
    play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  });
  afterEach(() => {
    play.mockRestore();
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('plays the video for a visitor who did not ask for less motion', () => {
    withMotionPreference(false);
    renderWithHost(<HeroVideo>Tagline</HeroVideo>);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('keeps to the still poster for a visitor who asked for less motion, with nothing to pause', () => {
    withMotionPreference(true);
    renderWithHost(<HeroVideo>Tagline</HeroVideo>);
    expect(play).not.toHaveBeenCalled();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers to pause the video once it plays, and to play it again (WCAG 2.2.2)', async () => {
    withMotionPreference(false);
    const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    const { container } = renderWithHost(<HeroVideo>Tagline</HeroVideo>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();

    fireEvent.playing(container.querySelector('video')!);
    await userEvent.click(screen.getByRole('button', { name: 'Pause video' }));
    expect(pause).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Play video' }));
    expect(play).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Pause video' })).toBeInTheDocument();
    pause.mockRestore();
  });
});
