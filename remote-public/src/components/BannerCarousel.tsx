import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import styled, { keyframes } from 'styled-components';
import { theme, VisuallyHidden, wantsLessMotion } from 'shared-ui';
import { useLanguage } from 'shared-ui/i18n';
import { BANNER_ROTATION_MS } from 'shared-contracts';
import { localisedPath } from 'shared-contracts/languages';
import { Picture } from './Picture';
import type { BannerSlide } from '../content/banners';

const fadeIn = keyframes`from { opacity: 0.35; } to { opacity: 1; }`;

const Region = styled.section`
  position: relative;
  margin: 2rem 0 0;
`;

/** Below this width a 16:7 strip is too low for its caption: the picture is cut to 4:3 instead. */
const PHONE = '(max-width: 40rem)';

const SlideLink = styled.a`
  position: relative;
  display: block;
  animation: ${fadeIn} 0.4s ease-out;
  img { aspect-ratio: 16 / 7; object-fit: cover; }
  @media ${PHONE} {
    img { aspect-ratio: 4 / 3; }
  }
`;

const Caption = styled.span`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  padding: 0.75rem 1rem;
  border-radius: 0 0 ${theme.radius} ${theme.radius};
  background: rgb(17 24 39 / 78%);
  color: #fff;
  font-weight: 600;
  font-size: clamp(1rem, 2.5vw, 1.3rem);
  line-height: 1.4;
  @media ${PHONE} {
    padding: 0.5rem 0.75rem;
  }
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.25rem;
  margin-top: 0.5rem;
`;

const Dot = styled.button`
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  &::before {
    content: '';
    display: block;
    width: 14px;
    height: 14px;
    margin: auto;
    border-radius: 50%;
    border: 2px solid ${theme.colors.primary};
    background: ${(p) => (p['aria-current'] ? theme.colors.primary : '#fff')};
  }
`;

const PauseButton = styled.button`
  min-height: 44px;
  margin-left: 0.5rem;
  padding: 0 0.9rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: #fff;
  font: inherit;
  cursor: pointer;
`;

/**
 * The banner strip (spec §4): advances every BANNER_ROTATION_MS through its slides, dots select a slide,
 * a click opens the slide's link in a new tab. Rotation pauses while the pointer or focus is inside and
 * can be stopped with the pause button (WCAG 2.2.2); it starts paused for visitors who asked for less motion.
 */
export function BannerCarousel({ slides, label }: { slides: readonly BannerSlide[]; label: string }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const count = slides.length;
  const [active, setActive] = useState(0);
  const [stopped, setStopped] = useState(false);
  // Held while the pointer is over it or the focus inside it, each on its own: the pointer leaving
  // must not start it while a keyboard user is still on a slide's button.
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = !stopped && !hovered && !focused && count > 1;

  // Asked once in the browser: the HTML rendered ahead of time cannot know the visitor's setting.
  useEffect(() => {
    if (wantsLessMotion()) setStopped(true);
  }, []);

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setActive((active + 1) % count), BANNER_ROTATION_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, active, count]);

  return (
    <Region
      aria-roledescription={t({ comment: 'What screen readers announce this region as: rotating banner slides', message: 'carousel' })}
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, index) => {
          const number = index + 1;
          return (
            <div
              key={slide.id}
              role="group"
              aria-roledescription={t({ comment: 'What screen readers announce one banner of the carousel as', message: 'slide' })}
              aria-label={t({ comment: 'Which banner slide this is, e.g. "2 of 3"', message: `${number} of ${count}` })}
              hidden={index !== active}
            >
              <SlideLink href={localisedPath(slide.link, language)} target="_blank" rel="noopener noreferrer">
                <Picture name={slide.image} alt={i18n._(slide.alt)} sizes="(min-width: 1200px) 1200px, 100vw" />
                <Caption>
                  {i18n._(slide.title)}
                  <VisuallyHidden>
                    {' '}
                    <Trans>(opens in a new tab)</Trans>
                  </VisuallyHidden>
                </Caption>
              </SlideLink>
            </div>
          );
        })}
      </div>
      {/* Without scripts only the first slide shows, and its controls are hidden by the frame's style. */}
      <Controls data-needs-scripts>
        {slides.map((slide, index) => {
          const number = index + 1;
          const title = i18n._(slide.title);
          return (
            <Dot
              key={slide.id}
              type="button"
              aria-label={t`Show slide ${number}: ${title}`}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => setActive(index)}
            />
          );
        })}
        <PauseButton type="button" onClick={() => setStopped((value) => !value)}>
          {stopped ? <Trans>Play slides</Trans> : <Trans>Pause slides</Trans>}
        </PauseButton>
      </Controls>
    </Region>
  );
}
