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

  it('offers to pause the video once it plays, and to play it again (WCAG 2.2.2), as the video says it does', async () => {
    withMotionPreference(false);
    const { container } = renderWithHost(<HeroVideo>Tagline</HeroVideo>);
    const video = container.querySelector('video')!;
    // jsdom plays nothing: the element's state and events stand in for a browser's.
    let paused = false;
    Object.defineProperty(video, 'paused', { get: () => paused });
    const pause = jest.spyOn(video, 'pause').mockImplementation(() => {
      paused = true;
      fireEvent.pause(video);
    });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();

    fireEvent.playing(video);
    await userEvent.click(screen.getByRole('button', { name: 'Pause video' }));
    expect(pause).toHaveBeenCalledTimes(1);

    // A refused play() leaves the video paused, and the button still offers to play it.
    await userEvent.click(screen.getByRole('button', { name: 'Play video' }));
    expect(play).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Play video' })).toBeInTheDocument();

    paused = false;
    fireEvent.play(video);
    expect(screen.getByRole('button', { name: 'Pause video' })).toBeInTheDocument();
  });
});
