import { createGlobalStyle } from 'styled-components';
import { theme } from './theme';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { scroll-behavior: smooth; }
  body {
    margin: 0;
    font-family: ${theme.font};
    color: ${theme.colors.text};
    background: ${theme.colors.background};
    line-height: 1.6;
    /* A long e-mail address breaks rather than widening a phone's page. */
    overflow-wrap: break-word;
  }
  /* Toasts in the site's font stack, which names the Devanagari type (react-toastify sets plain sans-serif). */
  .Toastify { --toastify-font-family: ${theme.font}; }
  img, video { max-width: 100%; height: auto; }
  a { color: ${theme.colors.primary}; }
  .skip-link { position: absolute; left: -9999px; }
  .skip-link:focus { left: 1rem; top: 1rem; z-index: 100; padding: 0.5rem 1rem; background: #fff; }
  :focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto; }
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
