import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { HONEYPOT_FIELD } from 'shared-contracts';

/** Off-screen rather than display:none, which form-filling bots know to skip. */
const OffScreen = styled.div`
  position: absolute;
  left: -10000px;
  top: auto;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

/** The bot trap of a public form: hidden from sight, from screen readers and from the Tab key. */
export function HoneypotField() {
  return (
    <OffScreen aria-hidden="true">
      <label>
        <Trans>Leave this field empty</Trans>
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </OffScreen>
  );
}

/** What was typed into the form's trap; '' for people. */
export function honeypotValue(form: HTMLFormElement): string {
  const value = new FormData(form).get(HONEYPOT_FIELD);
  return typeof value === 'string' ? value : '';
}
