import styled, { css, keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;
const appear = keyframes`to { opacity: 1; }`;

const ring = css`
  display: inline-block;
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  vertical-align: -0.15em;
`;

/** Decorative: the button that holds it says "busy" to assistive technology. */
export const Spinner = styled.span.attrs({ 'aria-hidden': true, 'data-testid': 'spinner' })`
  ${ring}
  animation: ${spin} 0.7s linear infinite;
`;

/**
 * A spinner seen only once 1.5 s have passed: where the wait is short (a page going live on a good
 * link) it is gone before it would show, and on a slow link it says the wait is on.
 */
export const LateSpinner = styled.span.attrs({ 'aria-hidden': true, 'data-testid': 'late-spinner' })`
  ${ring}
  /* In the button's right padding, out of the flow: going, it moves nothing. */
  position: absolute;
  right: 0.25rem;
  top: calc(50% - 0.5em);
  opacity: 0;
  animation:
    ${spin} 0.7s linear infinite,
    ${appear} 0s linear 1.5s forwards;
`;
