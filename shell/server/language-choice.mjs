import { isLanguage, LANGUAGE_CHOICE_PATH, languageCookie } from 'shared-contracts/languages';

/**
 * Only an address on this site: a path, never '//host' or '/\host' (which browsers read as
 * another host), and nothing that could break the Location header: printable ASCII only, as the
 * switch sends the page's address (a browser's address is percent-encoded).
 */
function pathOnSite(value) {
  const safe = typeof value === 'string' && value.startsWith('/') && !/^\/[/\\]/.test(value) && /^[\x21-\x5b\x5d-\x7e]*$/.test(value);
  return safe ? value : '/';
}

/**
 * What the language switch's link answers (LANGUAGE_CHOICE_PATH): the chosen language remembered,
 * and the page to show in it. A language the site does not have changes nothing.
 */
export function languageChoiceAnswer(query) {
  const location = pathOnSite(query.return);
  const headers = { 'Cache-Control': 'no-store', ...(isLanguage(query.language) ? { 'Set-Cookie': languageCookie(query.language) } : {}) };
  return { status: 303, location, headers };
}

export function registerLanguageChoice(app) {
  app.get(LANGUAGE_CHOICE_PATH, (request, reply) => {
    const answer = languageChoiceAnswer(request.query);
    reply.code(answer.status).headers(answer.headers).header('Location', answer.location).send();
  });
}
