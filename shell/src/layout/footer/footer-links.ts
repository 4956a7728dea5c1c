import { msg } from '@lingui/core/macro';
import { PUBLIC_ROUTES } from 'shared-contracts';

export const FOOTER_LINKS = [
  { label: msg`About`, path: PUBLIC_ROUTES.about.path },
  { label: msg`Contact`, path: PUBLIC_ROUTES.contact.path },
  { label: msg`Events`, path: PUBLIC_ROUTES.events.path },
  { label: msg`Terms & Conditions`, path: PUBLIC_ROUTES.terms.path },
  { label: msg`Privacy Policy`, path: PUBLIC_ROUTES.privacy.path },
  { label: msg`Cookies`, path: PUBLIC_ROUTES.cookies.path },
  { label: msg`Help`, path: PUBLIC_ROUTES.help.path },
  { label: msg`FAQs`, path: PUBLIC_ROUTES.faqs.path },
] as const;
