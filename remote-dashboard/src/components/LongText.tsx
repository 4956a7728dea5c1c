import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import { TypedText } from './DataTable';

/** About five lines of a phone's column: enough to know what a message is about. */
const SHOWN_AT_FIRST = 280;

const More = styled.button`
  display: block;
  margin-top: 0.25rem;
  min-height: 24px;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
`;

/**
 * The text's start, cut between words: a cut inside a Devanagari word could split a letter from
 * its vowel sign. Without a space (a long link), its last letter goes with its marks, whole.
 */
function startOf(text: string): string {
  const start = Array.from(text).slice(0, SHOWN_AT_FIRST).join('');
  const betweenWords = start.replace(/\s+\S*$/, '');
  return betweenWords !== start ? betweenWords : start.replace(/\P{M}[\p{M}\u200c\u200d]*$/u, '');
}

/**
 * What a visitor typed, its start only when it is long, with a button for the rest: one long
 * message made its row several screens tall on a phone, and the rows after it hard to reach.
 */
export function LongText({ text }: { text: string }) {
  const [whole, setWhole] = useState(false);
  // Counted in characters as the cut is (an emoji is two UTF-16 units), so a short text is never "cut" whole.
  if (Array.from(text).length <= SHOWN_AT_FIRST || whole) return <TypedText>{text}</TypedText>;
  return (
    <>
      <TypedText>{`${startOf(text)}…`}</TypedText>
      <More type="button" onClick={() => setWhole(true)}>
        <Trans>Show all</Trans>
      </More>
    </>
  );
}
