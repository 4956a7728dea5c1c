import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { theme, wantsLessMotion, wantsToSaveData } from 'shared-ui';
import { HERO_VIDEO } from '../media/catalog';

const Frame = styled.div`
  position: relative;
  display: flex;
  min-height: min(75vh, 480px);
  overflow: hidden;
  border-radius: ${theme.radius};
  background: #7c2d12;
  @media (min-width: ${theme.breakpoints.mobile}) {
    min-height: min(70vh, 560px);
  }
  video, img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  /* Until it plays, the video stays clear of the poster picture beneath it. */
  video[data-playing='false'] {
    opacity: 0;
  }
  /*
   * A pixel shorter than the poster, under the darkest part of the overlay: browsers take the
   * largest picture painted as the page's main content (LCP). A video as large as the poster would
   * take that place when it starts, after every script, although the poster was there at once.
   */
  video {
    height: calc(100% - 1px);
  }
`;

/** In the flow, so the hero grows with its text on a narrow phone instead of clipping it. */
const Overlay = styled.div`
  position: relative;
  display: flex;
  flex: 1;
  flex-direction: column;
  justify-content: flex-end;
  padding: clamp(1rem, 4vw, 3rem);
  background: linear-gradient(to top, rgb(17 24 39 / 85%), rgb(17 24 39 / 25%) 75%);
  color: #fff;
`;

/** Over the video's corner, clear of the tagline; shown once the video plays. */
const VideoToggle = styled.button`
  position: absolute;
  top: 0.75rem;
  right: 0.75rem;
  z-index: 1;
  min-height: 44px;
  padding: 0 0.9rem;
  font: inherit;
  font-size: 0.9rem;
  color: #fff;
  background: rgb(17 24 39 / 70%);
  border: 1px solid rgb(255 255 255 / 60%);
  border-radius: ${theme.radius};
  cursor: pointer;
`;

/** Visitors on a data saver or who asked for less motion get the still poster only. */
function shouldPlay(): boolean {
  return !wantsToSaveData() && !wantsLessMotion();
}

/**
 * The home hero: a short muted looping video with the tagline over it, and a button that pauses it
 * (moving pictures that last beyond 5 s can be stopped, WCAG 2.2.2). The poster is the picture
 * beneath (never lazy, one format per browser); the video has no poster of its own, which would
 * download the image a second time in the other format. In the pre-rendered HTML the AVIF poster
 * is written into the page itself (4 KB), so a phone shows the whole first screen with the HTML,
 * without waiting for a connection to the remote's server; hydration keeps that attribute, the
 * browser bundle carries only the poster's URL (used when home is rendered in the browser).
 */
export function HeroVideo({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  // What the video says it does, not what was asked of it: a refused play() leaves it paused.
  const [paused, setPaused] = useState(false);

  const togglePause = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) video.play?.()?.catch(() => undefined);
    else video.pause();
  };

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !shouldPlay()) return;
    // Muted autoplay is allowed everywhere; a refusal just leaves the poster showing.
    video.play?.()?.catch(() => undefined);
  }, []);

  return (
    <Frame>
      <picture>
        <source type="image/avif" srcSet={HERO_VIDEO.poster.avif} suppressHydrationWarning />
        <img
          src={HERO_VIDEO.poster.webp}
          alt={t`Women walking through green paddy fields at sunrise in a Gondia village`}
          width={HERO_VIDEO.width}
          height={HERO_VIDEO.height}
          fetchPriority="high"
        />
      </picture>
      <video
        ref={videoRef}
        muted
        loop
        playsInline
        preload="none"
        data-playing={playing}
        onPlaying={() => setPlaying(true)}
        onPlay={() => setPaused(false)}
        onPause={() => setPaused(true)}
        width={HERO_VIDEO.width}
        height={HERO_VIDEO.height}
        aria-hidden="true"
      >
        <source src={HERO_VIDEO.webm} type="video/webm" />
        <source src={HERO_VIDEO.mp4} type="video/mp4" />
      </video>
      {/* Only once the video plays, which takes the scripts: the server's HTML has no such button. */}
      {playing && (
        <VideoToggle type="button" onClick={togglePause} data-live-only>
          {paused ? <Trans>Play video</Trans> : <Trans>Pause video</Trans>}
        </VideoToggle>
      )}
      <Overlay>{children}</Overlay>
    </Frame>
  );
}
