import styled, { css } from 'styled-components';

/** Out of sight but read by screen readers, as style properties (for an element made without React, too). */
export const visuallyHiddenStyle = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: '0',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: '0',
} as const;

/** The same as a rule of its own, for where it applies only at some widths. */
export const visuallyHidden = css(visuallyHiddenStyle);

/** Text for screen readers only (e.g. "opens in a new tab"). */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
