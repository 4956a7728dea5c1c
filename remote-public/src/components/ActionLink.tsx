import { Link, type LinkProps } from 'shared-contracts/router';
import styled, { css } from 'styled-components';
import { theme } from 'shared-ui';

/** The look of the site's call-to-action buttons, for links and other controls alike. */
export const actionLook = css<{ $variant: 'primary' | 'secondary' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0.6rem 1.4rem;
  border-radius: ${theme.radius};
  border: 2px solid ${theme.colors.primary};
  background: ${(p) => (p.$variant === 'primary' ? theme.colors.primary : '#fff')};
  color: ${(p) => (p.$variant === 'primary' ? '#fff' : theme.colors.primary)};
  font-weight: 600;
  text-decoration: none;
  &:hover { background: ${(p) => (p.$variant === 'primary' ? theme.colors.primaryDark : theme.colors.surface)}; }
`;

const StyledLink = styled(Link)<{ $variant: 'primary' | 'secondary' }>`${actionLook}`;

/** A navigation that looks like a button (the call-to-action buttons of the spec go somewhere). */
export function ActionLink({ variant = 'primary', ...props }: LinkProps & { variant?: 'primary' | 'secondary' }) {
  return <StyledLink {...props} $variant={variant} />;
}

export const ActionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin: 1.25rem 0;
`;
