import { useContext, type ButtonHTMLAttributes, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { theme } from './theme/theme';
import { LateSpinner, Spinner } from './Spinner';
import { useHydrated } from './useHydrated';
import { ScriptsOffNoteSlot } from './form/scripts-off-note-slot';

const StyledButton = styled.button<{ $variant: 'primary' | 'secondary' }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.6rem 1.4rem;
  border-radius: ${theme.radius};
  border: 2px solid ${theme.colors.primary};
  background: ${(p) => (p.$variant === 'primary' ? theme.colors.primary : 'transparent')};
  color: ${(p) => (p.$variant === 'primary' ? '#fff' : theme.colors.primary)};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover:not(:disabled) { background: ${(p) => (p.$variant === 'primary' ? theme.colors.primaryDark : theme.colors.surface)}; }
  &:disabled { opacity: 0.7; cursor: not-allowed; }
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** While true the button is disabled and shows a spinner (spec §4: submit buttons during a request). */
  busy?: boolean;
  variant?: 'primary' | 'secondary';
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A submit button waits until the page is live: a form sent by the browser itself before then
 * would put what was typed (a password) into the address and lose the page. Should that take a
 * while (a slow link), a spinner shows the wait is on, so a tap on the greyed button is not taken
 * for a broken page. Without JavaScript it never is live, and a note beside it says so instead.
 */
export function Button({ busy = false, variant = 'primary', disabled, children, type = 'button', ...rest }: ButtonProps) {
  const live = useHydrated();
  const scriptsOffNote = useContext(ScriptsOffNoteSlot);
  const waitingForPage = type === 'submit' && !live;
  return (
    <>
      <StyledButton {...rest} type={type} $variant={variant} disabled={disabled || busy || waitingForPage} aria-busy={busy}>
        {busy && <Spinner />}
        {waitingForPage && !busy && <LateSpinner data-needs-scripts />}
        {children}
      </StyledButton>
      {type === 'submit' && <noscript>{scriptsOffNote}</noscript>}
    </>
  );
}
