import type { SyntheticEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { theme, useStableId } from 'shared-ui';
import { FAQ_ANSWER_MAX_HEIGHT_PX } from 'shared-contracts';
import type { FaqItem } from '../content/faqs';

const List = styled.div`
  border-top: 1px solid ${theme.colors.border};
`;

const Question = styled.summary`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 1rem;
  min-height: 48px;
  padding: 0.9rem 0.25rem;
  border-bottom: 1px solid ${theme.colors.border};
  color: ${theme.colors.text};
  cursor: pointer;
  list-style: none;
  &::-webkit-details-marker { display: none; }
  h2 { margin: 0; font-size: 1.05rem; font-weight: 600; }
  /* The sign is for the eye (an empty alternative text for screen readers); the first content is for browsers without that syntax. */
  &::after { content: '+'; content: '+' / ''; font-weight: 600; }
  details[open] > & { color: ${theme.colors.primary}; }
  details[open] > &::after { content: '−'; content: '−' / ''; }
`;

const Answer = styled.div`
  max-height: ${FAQ_ANSWER_MAX_HEIGHT_PX}px;
  overflow-y: auto;
  padding: 0.75rem 0.25rem 1rem;
  border-bottom: 1px solid ${theme.colors.border};
  p { margin: 0; }
`;

/**
 * Browsers without exclusive <details> groups (the `name` attribute: older phones) leave the
 * previous answer open; closing it here keeps one answer open there too.
 */
function closeTheOthers(event: SyntheticEvent<HTMLDetailsElement>) {
  const opened = event.currentTarget;
  if (!opened.open) return;
  for (const other of opened.parentElement?.querySelectorAll<HTMLDetailsElement>(':scope > details[open]') ?? []) {
    if (other !== opened) other.open = false;
  }
}

/**
 * Accordion (spec §4): one answer open at a time; opening another closes the first. Native
 * disclosures, so a question opens before the page's scripts have arrived, and without them.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const group = useStableId('faq');
  const { i18n } = useLingui();
  return (
    <List>
      {items.map((item) => (
        // Opened before the page was live, it carries an `open` the server's HTML had not.
        <details key={item.question.id} name={group} onToggle={closeTheOthers} suppressHydrationWarning>
          <Question>
            <h2>{i18n._(item.question)}</h2>
          </Question>
          <Answer>
            <p>{i18n._(item.answer)}</p>
          </Answer>
        </details>
      ))}
    </List>
  );
}
