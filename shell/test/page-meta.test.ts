import { applyPageMeta } from '../src/host/page-meta';

describe('page metadata', () => {
  it('sets title, description, canonical and og:url from the page', () => {
    applyPageMeta({ title: 'Contact Us', description: 'Write to us.', path: '/contact' }, 'https://example.org');
    expect(document.title).toBe('Contact Us | Gondia Gramin Vikas Foundation');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Write to us.');
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://example.org/contact');
    expect(document.querySelector('meta[property="og:url"]')).toHaveAttribute('content', 'https://example.org/contact');

    applyPageMeta({ title: 'FAQs', description: 'Answers.', path: '/faqs' }, 'https://example.org');
    expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://example.org/faqs');
  });
});
