import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Section } from './layout/Section';

interface PolicySectionText {
  title: MessageDescriptor;
  paragraphs: readonly MessageDescriptor[];
}

/** The numbered or titled sections of a policy page, in the page's language. */
export function PolicySections({ sections }: { sections: readonly PolicySectionText[] }) {
  const { i18n } = useLingui();
  return (
    <>
      {sections.map((section) => {
        const title = i18n._(section.title);
        return (
          <Section key={title} title={title}>
            {section.paragraphs.map((paragraph) => {
              const text = i18n._(paragraph);
              return <p key={text}>{text}</p>;
            })}
          </Section>
        );
      })}
    </>
  );
}
