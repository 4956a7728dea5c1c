import { Section } from './layout/Section';
import type { PolicySection } from '../content/terms';

/** The numbered or titled sections of a policy page. */
export function PolicySections({ sections }: { sections: readonly PolicySection[] }) {
  return (
    <>
      {sections.map((section) => (
        <Section key={section.title} title={section.title}>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Section>
      ))}
    </>
  );
}
