import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

/** Decorative: the button that holds it says "busy" to assistive technology. */
export const Spinner = styled.span.attrs({ 'aria-hidden': true, 'data-testid': 'spinner' })`
  display: inline-block;
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
  vertical-align: -0.15em;
`;
