import { FREE_SERVICE_ALIAS_PATH, PUBLIC_ROUTES } from 'shared-contracts';
import { linkPreviewFor } from '../src/pages/link-previews';

describe('the picture a link to a page shows', () => {
  it("is the scene the page is about, described in the page's language", () => {
    expect(linkPreviewFor(PUBLIC_ROUTES.freeService.path, 'en')).toEqual({ url: expect.any(String), width: 1200, height: 630, alt: 'Women stitching at sewing machines' });
    expect(linkPreviewFor(FREE_SERVICE_ALIAS_PATH, 'hi')?.alt).toBe('सिलाई मशीनों पर सिलाई करती महिलाएँ');
    expect(linkPreviewFor(PUBLIC_ROUTES.ruralDevelopment.path, 'mr')?.alt).toBe('दगडी विहिरीतून पाणी काढणाऱ्या महिला');
  });

  it("is none for a page about no scene of its own, which then shows the site's picture", () => {
    expect(linkPreviewFor(PUBLIC_ROUTES.contact.path, 'en')).toBeUndefined();
    expect(linkPreviewFor(PUBLIC_ROUTES.privacy.path, 'hi')).toBeUndefined();
    expect(linkPreviewFor('/no-such-page', 'en')).toBeUndefined();
  });
});
