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

  it("keeps a Hindi or Marathi page's own address, with its prefix, as canonical and og:url", () => {
    window.history.pushState({}, '', '/hi/contact');
    applyPageMeta({ title: 'संपर्क करें', description: 'हमें लिखें।', path: '/contact' }, 'https://example.org');
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://example.org/hi/contact');
    expect(document.querySelector('meta[property="og:url"]')).toHaveAttribute('content', 'https://example.org/hi/contact');
    window.history.pushState({}, '', '/mr');
    applyPageMeta({ title: 'मुख्यपृष्ठ', description: 'गोंदिया.', path: '/' }, 'https://example.org');
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://example.org/mr');
    // The auth screens have one address in every language.
    window.history.pushState({}, '', '/login');
    applyPageMeta({ title: 'लॉगिन', description: 'खाते में जाएँ।', path: '/login' }, 'https://example.org');
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://example.org/login');
    window.history.pushState({}, '', '/');
  });
});
