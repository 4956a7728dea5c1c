import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import styled, { createGlobalStyle } from 'styled-components';
import { theme } from 'shared-ui';
import { BACK_TO_TOP_THRESHOLD_PX } from 'shared-contracts';
import { useTypingInField } from './typing-in-field';

const SIZE = '48px';
const MARGIN = '1rem';

const Button = styled.button`
  position: fixed;
  right: ${MARGIN};
  bottom: ${MARGIN};
  z-index: 40;
  width: ${SIZE};
  height: ${SIZE};
  border-radius: 50%;
  border: 0;
  background: ${theme.colors.primary};
  color: #fff;
  font-size: 1.4rem;
  cursor: pointer;
  box-shadow: 0 4px 12px rgb(0 0 0 / 25%);
`;

/**
 * Whatever the browser scrolls to from below (a control reached with Tab) comes to rest above the
 * button instead of under it (WCAG 2.4.11), as ScrollBelowHeader keeps it clear of the header.
 */
const ScrollAboveButton = createGlobalStyle`
  html { scroll-padding-bottom: calc(${SIZE} + 2 * ${MARGIN}); }
`;

/**
 * Appears once the page is scrolled more than 200 px (spec §9); steps aside while a field is typed
 * in, where it would cover the field's end and a tap meant for it would jump to the top.
 */
export function BackToTop() {
  const [visible, setVisible] = useState(false);
  const typing = useTypingInField();
  const { t } = useLingui();
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <>
      <ScrollAboveButton />
      {visible && !typing && (
        <Button type="button" aria-label={t`Back to top`} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
          ↑
        </Button>
      )}
    </>
  );
}
