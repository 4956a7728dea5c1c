import { DEFAULT_LANGUAGE, isLanguage } from 'shared-contracts/languages';

/*
 * The note a page shows when its scripts cannot start (one of their files did not arrive): the
 * server's HTML stays as it is, readable and with its links, under a note that says why its
 * buttons do nothing. Shown by the shell's entry when its start-up code fails, and by the page's
 * loader when the entry itself never arrives (scripts-after-first-paint.mjs).
 */

/** Written here, not in a catalog: it shows when the catalogs themselves may not have arrived. */
export const START_FAILURE_NOTES = {
  en: 'This page could not finish loading, so its buttons and forms do not work yet. Please check your connection and reload the page.',
  hi: 'यह पेज पूरा लोड नहीं हो सका, इसलिए इसके बटन और फ़ॉर्म अभी काम नहीं कर रहे हैं। कृपया अपना इंटरनेट कनेक्शन जाँचें और पेज दोबारा लोड करें।',
  mr: 'हे पान पूर्ण लोड होऊ शकले नाही, त्यामुळे त्यावरील बटणे आणि फॉर्म अजून काम करत नाहीत. कृपया आपले इंटरनेट कनेक्शन तपासा आणि पान पुन्हा लोड करा.',
};

/** The note in `pageLanguage`, or in English for a language the site does not have. */
export function startFailureNoteIn(pageLanguage) {
  const language = isLanguage(pageLanguage) ? pageLanguage : DEFAULT_LANGUAGE;
  return { language, text: START_FAILURE_NOTES[language] };
}

/**
 * Runs in the browser, also as part of the loader's text: self-contained, plain JavaScript. Puts
 * the note at the top of `container`, once, however many parts of the page failed.
 */
export function showStartFailureNote(container, note) {
  if (container.ownerDocument.getElementById('start-failure-note')) return;
  const element = container.ownerDocument.createElement('p');
  element.id = 'start-failure-note';
  element.setAttribute('role', 'alert');
  element.lang = note.language;
  element.textContent = note.text;
  element.style.cssText = 'margin:0;padding:0.75rem 1rem;background:#fdecea;color:#8a1c1c;font-weight:600;text-align:center';
  container.prepend(element);
}
