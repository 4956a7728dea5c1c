import type { RefObject } from 'react';
import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { PINNED_BAR_MARK, theme } from 'shared-ui';
import { SIDEBAR_ID } from './Sidebar';
import { desktopOnly, MOBILE_BAR_HEIGHT } from './media';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 30;
  display: flex;
  align-items: center;
  gap: 0.75rem;
  height: ${MOBILE_BAR_HEIGHT};
  padding: 0 1rem;
  background: ${theme.colors.primary};
  color: #fff;
  ${desktopOnly} {
    display: none;
  }
`;

const Toggle = styled.button`
  display: inline-grid;
  place-items: center;
  min-width: 44px;
  min-height: 44px;
  border: 2px solid #fff;
  border-radius: ${theme.radius};
  background: transparent;
  color: #fff;
  font-size: 1.4rem;
  cursor: pointer;
`;

const Email = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

interface MobileTopBarProps {
  email: string;
  open: boolean;
  onToggle(): void;
  toggleRef: RefObject<HTMLButtonElement | null>;
}

/** Phones only: the menu toggle for the sidebar and the signed-in e-mail address. */
export function MobileTopBar({ email, open, onToggle, toggleRef }: MobileTopBarProps) {
  const { t } = useLingui();
  return (
    <Bar {...PINNED_BAR_MARK}>
      <Toggle
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={SIDEBAR_ID}
        aria-label={open ? t`Close menu` : t`Open menu`}
        onClick={onToggle}
      >
        <span aria-hidden="true">{open ? '✕' : '☰'}</span>
      </Toggle>
      <Email data-testid="mobile-user-email">{email}</Email>
    </Bar>
  );
}
