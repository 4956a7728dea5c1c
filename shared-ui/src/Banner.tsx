import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from './theme/theme';

export type BannerTone = 'success' | 'error' | 'info';

const tones = {
  success: { color: theme.colors.success, background: theme.colors.successBackground },
  error: { color: theme.colors.error, background: theme.colors.errorBackground },
  info: { color: theme.colors.text, background: theme.colors.surface },
} as const;

const Box = styled.div<{ $tone: BannerTone }>`
  padding: 0.75rem 1rem;
  border-radius: ${theme.radius};
  border: 1px solid ${(p) => tones[p.$tone].color};
  color: ${(p) => tones[p.$tone].color};
  background: ${(p) => tones[p.$tone].background};
  margin: 1rem 0;
`;

/** A message after a form was sent: green for success, red for an error; announced to screen readers. */
export function Banner({ tone, children }: { tone: BannerTone; children: ReactNode }) {
  return (
    <Box $tone={tone} role={tone === 'error' ? 'alert' : 'status'} data-tone={tone}>
      {children}
    </Box>
  );
}
