import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Section } from './layout/Section';

/** A policy text: a message descriptor from the policy content, or a text given as it is. */
type PolicyText = MessageDescriptor | string;

interface PolicySectionText {
  title: PolicyText;
  paragraphs: readonly PolicyText[];
}

/** The numbered or titled sections of a policy page, in the page's language. */
export function PolicySections({ sections }: { sections: readonly PolicySectionText[] }) {
  const { i18n } = useLingui();
  const show = (text: PolicyText) => (typeof text === 'string' ? text : i18n._(text));
  return (
    <>
      {sections.map((section) => {
        const title = show(section.title);
        return (
          <Section key={title} title={title}>
            {section.paragraphs.map((paragraph) => {
              const text = show(paragraph);
              return <p key={text}>{text}</p>;
            })}
          </Section>
        );
      })}
    </>
  );
}
