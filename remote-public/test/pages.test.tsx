import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithHost } from 'standalone-host/testing';
import { STANDALONE_CONFIG } from 'standalone-host';
import { IMPACT_STATS, PUBLIC_ROUTES, SOCIAL_LINKS } from 'shared-contracts';
import App from '../src/App';
import { SocialMediaPage } from '../src/pages/SocialMediaPage';
import { OurTeamPage } from '../src/pages/OurTeamPage';
import { GalleryPage } from '../src/pages/GalleryPage';
import { WhatWeDoPage } from '../src/pages/WhatWeDoPage';
import { TermsPage } from '../src/pages/TermsPage';
import { KnowMorePage } from '../src/pages/KnowMorePage';
import { ContactPage } from '../src/pages/ContactPage';
import { HelpPage } from '../src/pages/HelpPage';
import { DonatePage } from '../src/pages/DonatePage';
import { HomePage } from '../src/pages/HomePage';
import { WomenEmpowermentPage } from '../src/pages/WomenEmpowermentPage';
import { MahilaSasaktiPage } from '../src/pages/MahilaSasaktiPage';
import { EducationAwarenessPage } from '../src/pages/EducationAwarenessPage';
import { SoilWaterTestingPage } from '../src/pages/SoilWaterTestingPage';
import { TEAM } from '../src/content/team';
import { i18n } from '@lingui/core';

beforeAll(() => {
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});

describe('content pages', () => {
  it('social page: seven links, each opening in a new tab without opener access', () => {
    renderWithHost(<SocialMediaPage />);
    const links = within(screen.getByRole('main')).getAllByRole('link');
    expect(links).toHaveLength(7);
    links.forEach((link, index) => {
      expect(link).toHaveAttribute('href', SOCIAL_LINKS[index].url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      expect(link).toHaveAccessibleName(expect.stringContaining('opens in a new tab'));
    });
    expect(links.filter((link) => link.textContent?.includes('WhatsApp'))).toHaveLength(2);
  });

  it('team page: three members with name, position, portrait and bio', () => {
    renderWithHost(<OurTeamPage />);
    const members = screen.getAllByRole('listitem');
    expect(members).toHaveLength(3);
    members.forEach((member, index) => {
      expect(within(member).getByRole('heading', { name: i18n._(TEAM[index].name) })).toBeInTheDocument();
      expect(member).toHaveTextContent(i18n._(TEAM[index].position));
      expect(member).toHaveTextContent(i18n._(TEAM[index].bio));
      expect(within(member).getByRole('img')).toHaveAttribute('alt', `Portrait of ${i18n._(TEAM[index].name)}`);
    });
  });

  it('gallery: eight images, each with alt text, size and lazy loading', () => {
    renderWithHost(<GalleryPage />);
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(8);
    images.forEach((image) => {
      expect(image.getAttribute('alt')).toMatch(/\w{3,}/);
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('decoding', 'async');
    });
  });

  it('what we do: six cards, each leading to its programme', () => {
    renderWithHost(<WhatWeDoPage />);
    const cards = within(screen.getByRole('main')).getAllByRole('heading', { level: 3 });
    expect(cards).toHaveLength(6);
    const links = screen.getAllByRole('link', { name: /^Read about/ });
    expect(links).toHaveLength(6);
    expect(links.map((link) => link.getAttribute('href'))).toContain(PUBLIC_ROUTES.ruralDevelopment.path);
  });

  it('terms: seven sections', () => {
    renderWithHost(<TermsPage />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(7);
    expect(screen.getAllByRole('region')).toHaveLength(7);
  });

  it('know more: the impact strip and a Know More link to /about', async () => {
    const user = userEvent.setup();
    renderWithHost(<KnowMorePage />);
    const strip = screen.getByText('5.8M+').closest('dl') as HTMLElement;
    expect(IMPACT_STATS.map((stat) => stat.value)).toEqual(['5.8M+', '4.6M+', '142+', '50+']);
    IMPACT_STATS.forEach((stat) => {
      expect(within(strip).getByText(stat.value)).toBeInTheDocument();
      expect(within(strip).getByText(stat.label)).toBeInTheDocument();
    });
    await user.click(screen.getByRole('link', { name: 'Know More' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/about');
  });

  it('donation page: the static stats and a 30 % progress bar', () => {
    renderWithHost(<DonatePage route={PUBLIC_ROUTES.whyDonate} />);
    expect(screen.getByText('2,044')).toBeInTheDocument();
    expect(screen.getByText('32')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');
    expect(screen.getByText(/tax exempted under 80G/)).toBeInTheDocument();
  });

  it('help: helpline hours Monday to Friday, 9 AM to 6 PM', () => {
    renderWithHost(<HelpPage />);
    expect(screen.getByText(/Monday to Friday, 9 AM to 6 PM/)).toBeInTheDocument();
  });

  it('contact: hours, the contact form and a map that loads only on request', async () => {
    const user = userEvent.setup();
    const { container } = renderWithHost(<ContactPage />);
    expect(screen.getByText(/Monday to Sunday 9:00-19:00/)).toBeInTheDocument();
    expect(container.querySelector('form')).not.toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.queryByText(/Requesting a soil or water test\?/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Show map/ }));
    const map = screen.getByTitle(/Map of/);
    expect(map.tagName).toBe('IFRAME');
    expect(map.getAttribute('src')).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);
    expect(map).toHaveFocus();
  });

  it('home: video hero with the tagline, the carousel, stats, mission, initiatives and occasion giving', () => {
    const { container } = renderWithHost(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Empowering rural women, strengthening villages');
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    // One poster, in one format: the picture beneath; a poster on the video would fetch the other format too.
    expect(video).not.toHaveAttribute('poster');
    expect(video).toHaveAttribute('data-playing', 'false');
    expect(container.querySelectorAll('picture img')[0]).toBe(screen.getByRole('img', { name: /paddy fields at sunrise/ }));
    expect(screen.getByRole('img', { name: /paddy fields at sunrise/ })).not.toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('region', { name: 'Highlights' })).toBeInTheDocument();
    ['Our impact', 'Our mission', 'Key initiatives', 'Give on a special occasion'].forEach((name) =>
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument(),
    );
  });
});

describe('buttons the spec left without an action lead somewhere', () => {
  it("women empowerment: 'Learn More' to the programmes, 'Donate Us' to the donation page", () => {
    renderWithHost(<WomenEmpowermentPage />);
    const learnMore = screen.getAllByRole('link', { name: /Learn more/i });
    expect(learnMore.map((link) => link.getAttribute('href'))).toEqual([
      PUBLIC_ROUTES.mahilaSankranti.path,
      PUBLIC_ROUTES.prashikshanRojgar.path,
    ]);
    expect(screen.getByRole('link', { name: 'Donate Us' })).toHaveAttribute('href', PUBLIC_ROUTES.whyDonate.path);
    expect(screen.getAllByRole('img')).toHaveLength(2);
  });

  it("Mahila Sasakti: three focus areas and 'Get Involved' to the hero member sign-up", () => {
    renderWithHost(<MahilaSasaktiPage />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Economic Empowerment',
      'Health & Well-Being',
      'Education & Skills',
    ]);
    expect(screen.getByRole('link', { name: 'Get Involved' })).toHaveAttribute('href', PUBLIC_ROUTES.heroMember.path);
  });

  it("education: four initiatives and 'Donate Now' to the donation panel", () => {
    renderWithHost(<EducationAwarenessPage />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Community Workshops',
      'Scholarship Programs',
      'Teacher Training',
      'School Infrastructure',
    ]);
    // Straight to the donation panel, with the ₹5,000 the page talks about already chosen.
    expect(screen.getByRole('link', { name: 'Donate Now' })).toHaveAttribute('href', `${PUBLIC_ROUTES.whyDonate.path}?amount=5000#donate`);
  });

  it("soil and water: three service cards, and 'Request a Test' opens the call-back form set to a test", async () => {
    const user = userEvent.setup();
    renderWithHost(<SoilWaterTestingPage />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Soil Testing',
      'Water Testing',
      'Laboratory Services',
    ]);
    const summary = screen.getByText('Request a Test');
    expect(summary.closest('details')).not.toHaveAttribute('open');
    await user.click(summary);
    expect(summary.closest('details')).toHaveAttribute('open');
    const form = screen.getByRole('form', { name: 'Request a call back' });
    expect(within(form).getByLabelText(/^What is it about/)).toHaveValue('Soil or water test');
    expect(within(form).queryByLabelText(/mail/i)).toBeNull();
  });

  it.each([
    ['free service', PUBLIC_ROUTES.freeService.path, 'Tailoring machine'],
    ['Prashikshan & Rojgar', PUBLIC_ROUTES.prashikshanRojgar.path, 'A programme'],
  ])('%s: offers a call back beside its form, set to the page', async (_page, route, topic) => {
    const user = userEvent.setup();
    renderWithHost(<App />, { route });
    await user.click(await screen.findByText('No e-mail? We will call you'));
    expect(within(screen.getByRole('form', { name: 'Request a call back' })).getByLabelText(/^What is it about/)).toHaveValue(topic);
  });

  it('contact: a call-back form with no topic chosen yet, and WhatsApp only when configured', async () => {
    const { unmount } = renderWithHost(<ContactPage />);
    const form = await screen.findByRole('form', { name: 'Request a call back' });
    expect(within(form).getByLabelText(/^What is it about/)).toHaveValue('');
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    unmount();
    renderWithHost(<ContactPage />, { overrides: { config: { ...STANDALONE_CONFIG, whatsapp: '919876543210' } } });
    expect(await screen.findByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/919876543210');
  });
});
