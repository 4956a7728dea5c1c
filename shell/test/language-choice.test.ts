import { languageChoiceLink } from 'shared-contracts/languages';
import { languageChoiceAnswer } from '../server/language-choice.mjs';

const queryOf = (link: string) => Object.fromEntries(new URL(link, 'https://example.org').searchParams);

describe("the language switch's link, answered by the server", () => {
  it('remembers the chosen language for a year and shows the page in it', () => {
    const answer = languageChoiceAnswer(queryOf(languageChoiceLink('mr', '/mr/contact?amount=500')));
    expect(answer).toEqual({
      status: 303,
      location: '/mr/contact?amount=500',
      headers: { 'Cache-Control': 'no-store', 'Set-Cookie': expect.stringMatching(/^lang=mr; Path=\/; Max-Age=31536000; SameSite=Lax$/) },
    });
  });

  it('remembers English too, which has no prefix of its own to do it', () => {
    expect(languageChoiceAnswer(queryOf(languageChoiceLink('en', '/'))).headers['Set-Cookie']).toMatch(/^lang=en;/);
  });

  it.each([['https://evil.example/'], ['//evil.example/'], ['/\\evil.example/'], ['/contact\r\nSet-Cookie: x=1'], ['/\u3002/x'], ['/contact\u00a0'], ['/a\ud800'], [''], [undefined]])(
    'never sends the visitor off the site, nor breaks the header: return %j goes home',
    (returnTo) => {
      expect(languageChoiceAnswer({ language: 'hi', return: returnTo }).location).toBe('/');
    },
  );

  it('changes nothing for a language the site does not have', () => {
    const answer = languageChoiceAnswer({ language: 'fr', return: '/contact' });
    expect(answer.location).toBe('/contact');
    expect(answer.headers['Set-Cookie']).toBeUndefined();
  });
});
