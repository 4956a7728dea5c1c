import { isLanguage, type Language } from 'shared-contracts/languages';

/** Written here, not in a catalog: it shows when the catalogs themselves may not have arrived. */
const NOTE: Record<Language, string> = {
  en: 'This page could not finish loading, so its buttons and forms do not work yet. Please check your connection and reload the page.',
  hi: 'यह पेज पूरा लोड नहीं हो सका, इसलिए इसके बटन और फ़ॉर्म अभी काम नहीं कर रहे हैं। कृपया अपना इंटरनेट कनेक्शन जाँचें और पेज दोबारा लोड करें।',
  mr: 'हे पान पूर्ण लोड होऊ शकले नाही, त्यामुळे त्यावरील बटणे आणि फॉर्म अजून काम करत नाहीत. कृपया आपले इंटरनेट कनेक्शन तपासा आणि पान पुन्हा लोड करा.',
};

/**
 * When the page's scripts cannot start (one of their files did not arrive), the server's HTML
 * stays as it is, readable and with its links, and a note at its top says why its buttons do
 * nothing; a page that came without such HTML (the dashboard) shows the note alone.
 */
export function showStartFailure(container: HTMLElement, pageLanguage: string): void {
  // The entry, which knows no more than `<html lang>`, calls this too.
  const language: Language = isLanguage(pageLanguage) ? pageLanguage : 'en';
  const note = container.ownerDocument.createElement('p');
  note.setAttribute('role', 'alert');
  note.lang = language;
  note.textContent = NOTE[language];
  note.style.cssText = 'margin:0;padding:0.75rem 1rem;background:#fdecea;color:#8a1c1c;font-weight:600;text-align:center';
  container.prepend(note);
}
