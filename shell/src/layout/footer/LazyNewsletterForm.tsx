import { lazy, Suspense, use, useEffect, useState } from 'react';
import { footerNear, NEWSLETTER_SECTION_ID } from './footer-near';
import { useServerPart } from '../server-parts';

const NewsletterForm = lazy(() => import('./NewsletterForm').then((module) => ({ default: module.NewsletterForm })));

/** Room the form takes, so nothing below it moves when it arrives. */
const RESERVED = <div style={{ minHeight: '9rem' }} />;

/** Whether the page on screen is the server's HTML with the form in it, which React is about to hydrate. */
const serverFormOnPage = () => typeof document !== 'undefined' && document.getElementById(NEWSLETTER_SECTION_ID)?.querySelector('form') != null;

/** Renders the form once the footer is near; until then it waits (suspends). */
function WhenNear() {
  use(footerNear());
  return <NewsletterForm />;
}

/**
 * The footer's form. The server's HTML has it, so it shows and takes typing before any script
 * and without them; its code (validation, sending) loads only when the footer comes near the
 * screen: most visitors never scroll that far, and every kilobyte counts on a slow connection.
 * Hydrating, React keeps the server's form as it is while the code waits (a boundary that
 * suspends while hydrating keeps its HTML) and takes over what was typed when it arrives. A frame
 * the browser renders itself keeps the form's room empty until then.
 */
export function LazyNewsletterForm() {
  // In the server's render, the form itself (its code is there); in the browser, none.
  const serverForm = useServerPart('newsletterForm');
  const [hydrating] = useState(serverFormOnPage);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (hydrating) return;
    let mounted = true;
    footerNear().then(() => mounted && setNear(true));
    return () => {
      mounted = false;
    };
  }, [hydrating]);

  if (serverForm || hydrating) return <Suspense fallback={RESERVED}>{serverForm ?? <WhenNear />}</Suspense>;
  return near ? <Suspense fallback={RESERVED}><NewsletterForm /></Suspense> : RESERVED;
}
