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

  it('keeps to the still poster for a visitor who asked for less motion', () => {
    withMotionPreference(true);
    renderWithHost(<HeroVideo>Tagline</HeroVideo>);
    expect(play).not.toHaveBeenCalled();
  });
});
