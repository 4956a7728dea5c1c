import { useLingui } from '@lingui/react/macro';

/** WhatsApp's speech bubble, drawn inline: no image request on a slow connection. */
function ChatIcon() {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" fill="currentColor" aria-hidden focusable={false}>
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm5.2 14.1c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .2-3.3-.7a11.3 11.3 0 0 1-4.5-4c-.4-.5-1-1.6-1-2.6 0-1 .6-1.6.8-1.8.2-.2.5-.3.6-.3h.5c.2 0 .4 0 .6.5l.8 2c.1.1.1.3 0 .5l-.3.5-.4.4c-.1.1-.3.3-.1.6.2.3.8 1.3 1.6 2 1.1 1 2 1.3 2.3 1.4.3.2.5.1.6 0l.9-1c.2-.3.4-.2.6-.1l1.9.9c.3.1.5.2.5.3.1.1.1.7-.1 1.2z" />
    </svg>
  );
}

/**
 * A chat on WhatsApp with `number` (country code first, digits only): with the charity (its number
 * from the site's configuration), or, with a `label` naming whom, with a visitor staff write back
 * to. Phones open the app; computers open WhatsApp's web page.
 */
export function WhatsAppLink({ number, label, className }: { number: string; label?: string; className?: string }) {
  const { t } = useLingui();
  return (
    <a
      className={className}
      href={`https://wa.me/${number}`}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label ?? t`Chat with us on WhatsApp (opens in a new tab)`}
    >
      <ChatIcon /> {t`WhatsApp`}
    </a>
  );
}
