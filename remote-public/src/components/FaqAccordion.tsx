import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { theme, useStableId } from 'shared-ui';
import { FAQ_ANSWER_MAX_HEIGHT_PX } from 'shared-contracts';
import type { FaqItem } from '../content/faqs';

const List = styled.div`
  border-top: 1px solid ${theme.colors.border};
  h2 { margin: 0; font-size: 1.05rem; }
`;

const Question = styled.button`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 1rem;
  width: 100%;
  min-height: 48px;
  padding: 0.9rem 0.25rem;
  border: 0;
  border-bottom: 1px solid ${theme.colors.border};
  background: none;
  color: ${theme.colors.text};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  &[aria-expanded='true'] { color: ${theme.colors.primary}; }
`;

const Answer = styled.div`
  max-height: ${FAQ_ANSWER_MAX_HEIGHT_PX}px;
  overflow-y: auto;
  padding: 0.75rem 0.25rem 1rem;
  border-bottom: 1px solid ${theme.colors.border};
  p { margin: 0; }
`;

/** Without JavaScript the questions cannot open: every answer shows, without the signs. */
const ALL_OPEN_WITHOUT_SCRIPTS = '[data-faq-answer][hidden]{display:block}[data-faq-sign]{display:none}';

/** Accordion (spec §4): one answer open at a time; opening another closes the first. */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useStableId('faq');
  const { i18n } = useLingui();
  return (
    <List>
      <noscript>
        <style>{ALL_OPEN_WITHOUT_SCRIPTS}</style>
      </noscript>
      {items.map((item, index) => {
        const expanded = open === index;
        const questionId = `${baseId}-q${index}`;
        const answerId = `${baseId}-a${index}`;
        return (
          <div key={item.question.id}>
            <h2>
              <Question
                id={questionId}
                type="button"
                aria-expanded={expanded}
                aria-controls={answerId}
                onClick={() => setOpen(expanded ? null : index)}
              >
                {i18n._(item.question)}
                <span aria-hidden="true" data-faq-sign>
                  {expanded ? '−' : '+'}
                </span>
              </Question>
            </h2>
            <Answer id={answerId} role="region" aria-labelledby={questionId} hidden={!expanded} data-faq-answer>
              <p>{i18n._(item.answer)}</p>
            </Answer>
          </div>
        );
      })}
    </List>
  );
}
