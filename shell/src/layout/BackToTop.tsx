import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { theme } from 'shared-ui';
import { BACK_TO_TOP_THRESHOLD_PX } from 'shared-contracts';
import { useTypingInField } from './typing-in-field';

const Button = styled.button`
  position: fixed;
  right: 1rem;
  bottom: 1rem;
  z-index: 40;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  border: 0;
  background: ${theme.colors.primary};
  color: #fff;
  font-size: 1.4rem;
  cursor: pointer;
  box-shadow: 0 4px 12px rgb(0 0 0 / 25%);
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
  if (!visible || typing) return null;
  return (
    <Button type="button" aria-label={t`Back to top`} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      ↑
    </Button>
  );
}
