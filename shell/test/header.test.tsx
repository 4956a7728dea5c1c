import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { DesktopNav } from '../src/layout/header/DesktopNav';
import { MobileNav } from '../src/layout/header/MobileNav';
import { installCloseWatchers } from 'standalone-host/testing';
import { renderAt } from './render';

/** A desktop menu's toggle (a <summary>, which has no role of its own in jsdom) by its label. */
const menuToggle = (name: RegExp) => screen.getByText(name, { selector: 'summary' });
const isOpen = (toggle: HTMLElement) => (toggle.closest('details') as HTMLDetailsElement).open;

describe('desktop menus', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('are native disclosures whose links are in the page while closed, so they work before and without scripts', () => {
    renderAt(<DesktopNav />);
    const about = menuToggle(/About Us/);
    expect(about.closest('details')).toHaveAttribute('name', 'site-menus');
    expect(isOpen(about)).toBe(false);
    expect(screen.getByRole('link', { name: 'Our Team', hidden: true })).toHaveAttribute('href', '/about-us/our-team');
  });

  it('open on hover and close 200 ms after the mouse leaves', () => {
    renderAt(<DesktopNav />);
    const about = menuToggle(/About Us/);
    fireEvent.mouseEnter(about.closest('li')!);
    expect(isOpen(about)).toBe(true);
    expect(screen.getByRole('link', { name: 'Our Team' })).toHaveAttribute('href', '/about-us/our-team');

    fireEvent.mouseLeave(about.closest('li')!);
    act(() => jest.advanceTimersByTime(199));
    expect(isOpen(about)).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(isOpen(about)).toBe(false);
  });

  it('re-entering within the delay keeps the menu open', () => {
    renderAt(<DesktopNav />);
    const toggle = menuToggle(/What We Do/);
    const item = toggle.closest('li')!;
    fireEvent.mouseEnter(item);
    fireEvent.mouseLeave(item);
    act(() => jest.advanceTimersByTime(150));
    fireEvent.mouseEnter(item);
    act(() => jest.advanceTimersByTime(500));
    expect(isOpen(toggle)).toBe(true);
  });

  it('open on click, one at a time, and close on an outside click', () => {
    renderAt(
      <>
        <DesktopNav />
        <p>outside</p>
      </>,
    );
    const hero = menuToggle(/Become A Hero/);
    fireEvent.click(hero);
    expect(isOpen(hero)).toBe(true);
    const menu = document.getElementById(hero.getAttribute('aria-controls')!)!;
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/become-a-hero/connect-on-social-media',
      '/become-a-hero/become-a-hero-member',
      '/birthday-blessings',
      '/become-a-hero/donate',
    ]);
    const program = menuToggle(/Our Program/);
    fireEvent.click(program);
    expect([isOpen(hero), isOpen(program)]).toEqual([false, true]);
    fireEvent.mouseDown(screen.getByText('outside'));
    expect(isOpen(program)).toBe(false);
  });

  it('stays open when the mouse that opened it by hovering then clicks, and a second click closes it', () => {
    renderAt(<DesktopNav />);
    const about = menuToggle(/About Us/);
    fireEvent.mouseEnter(about.closest('li')!);
    fireEvent.click(about);
    expect(isOpen(about)).toBe(true);
    fireEvent.click(about);
    expect(isOpen(about)).toBe(false);
  });

  it('closes on Escape', () => {
    renderAt(<DesktopNav />);
    const program = menuToggle(/Our Program/);
    fireEvent.click(program);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(isOpen(program)).toBe(false);
  });

  // The keyboard's way through a menu (Enter on its toggle, Tab, Escape back to the toggle) needs a
  // browser's own handling of <summary>: the browser tests check it.
  it('Escape from inside a menu closes it; the focus moving on past it closes it', () => {
    renderAt(
      <>
        <DesktopNav />
        <a href="#after">after</a>
      </>,
    );
    const about = menuToggle(/About Us/);
    fireEvent.click(about);
    const ourTeam = screen.getByRole('link', { name: 'Our Team' });
    ourTeam.focus();
    fireEvent.keyDown(ourTeam, { key: 'Escape' });
    expect(isOpen(about)).toBe(false);

    fireEvent.click(about);
    fireEvent.blur(screen.getByRole('link', { name: 'Our Team' }), { relatedTarget: screen.getByText('after') });
    expect(isOpen(about)).toBe(false);
  });

  it('Escape leaves the focus where it is when it was not in the open menu', () => {
    renderAt(<DesktopNav />);
    const home = screen.getByRole('link', { name: 'Home' });
    home.focus();
    const about = menuToggle(/About Us/);
    fireEvent.mouseEnter(about.closest('li')!);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(isOpen(about)).toBe(false);
    expect(home).toHaveFocus();
  });

  it('keeps a menu opened in the server\'s HTML before the scripts ran open once live', () => {
    const serverHtml = document.createElement('div');
    serverHtml.innerHTML = '<nav id="site-menus"><details data-menu="about-us" open></details></nav>';
    document.body.append(serverHtml);
    renderAt(<DesktopNav />);
    serverHtml.remove();
    expect(isOpen(menuToggle(/About Us/))).toBe(true);
  });

  it('has the top-level links of the spec', () => {
    renderAt(<DesktopNav />);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Partner With Us' })).toHaveAttribute(
      'href',
      '/donate/corporate-social-responsibility-for-organisation',
    );
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  });
});

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Back
    </button>
  );
}

describe('mobile menu', () => {
  const toggle = () => screen.getByLabelText('Menu');
  const disclosure = () => toggle().closest('details')!;
  const menu = () => screen.getByRole('navigation', { name: 'Mobile', hidden: true });

  it('toggles, lists the mobile-only programme pages, and closes on navigation', async () => {
    const user = userEvent.setup();
    renderAt(
      <>
        <MobileNav />
        <BackButton />
      </>,
    );
    expect(menu()).not.toBeVisible();
    await user.click(toggle());
    expect(menu()).toBeVisible();
    for (const path of ['/our-program/education-awerness', '/our-program/mahila-sankranti', '/free', '/prashikshan-and-rojgar']) {
      expect(within(menu()).getAllByRole('link').some((link) => link.getAttribute('href') === path)).toBe(true);
    }
    await user.click(within(menu()).getByRole('link', { name: 'Free Service' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/free');
    expect(menu()).not.toBeVisible();

    // Back on the page it was opened on, it stays closed.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/');
    expect(disclosure().open).toBe(false);
  });

  it('Escape closes it and hands the focus back to the toggle; tabbing out of it closes it', async () => {
    const user = userEvent.setup();
    renderAt(
      <>
        <MobileNav />
        <button type="button">After the menu</button>
      </>,
    );
    await user.click(toggle());
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menu()).not.toBeVisible();
    expect(toggle()).toHaveFocus();

    await user.click(toggle());
    expect(menu()).toBeVisible();
    const links = within(menu()).getAllByRole('link');
    for (let step = 0; step <= links.length; step += 1) await user.tab();
    expect(screen.getByRole('button', { name: 'After the menu' })).toHaveFocus();
    expect(menu()).not.toBeVisible();
  });

  it("Android's Back closes it, where the browser has close watchers", async () => {
    const watchers = installCloseWatchers();
    try {
      const user = userEvent.setup();
      renderAt(<MobileNav />, '/contact');
      await user.click(toggle());
      expect(watchers.live()).toBe(1);
      act(() => {
        watchers.back();
      });
      expect(menu()).not.toBeVisible();
      expect(toggle()).toHaveFocus();

      // Closed otherwise, it leaves no watcher behind that a later Back would spend on nothing.
      await user.click(toggle());
      await user.click(toggle());
      expect(menu()).not.toBeVisible();
      expect(watchers.live()).toBe(0);
    } finally {
      watchers.uninstall();
    }
  });

  it('closes when its link to the page shown is followed, which changes no path', async () => {
    const user = userEvent.setup();
    renderAt(<MobileNav />, '/contact');
    await user.click(toggle());
    await user.click(within(menu()).getByRole('link', { name: 'Contact' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/contact');
    expect(menu()).not.toBeVisible();
  });

  it('ends at the bottom of the screen when it opens below the top bar, so its last link is in reach', async () => {
    const user = userEvent.setup();
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 212 } as DOMRect);
    renderAt(<MobileNav />);
    await user.click(toggle());
    expect(menu()).toHaveStyle({ maxHeight: `${window.innerHeight - 212}px` });
    jest.restoreAllMocks();
  });

  it('stays open when a tap inside it lands on something that takes no focus (a group heading)', async () => {
    const user = userEvent.setup();
    renderAt(<MobileNav />);
    await user.click(toggle());
    within(menu()).getByRole('link', { name: 'Home' }).focus();
    await user.click(within(menu()).getByText('About Us'));
    expect(menu()).toBeVisible();
  });

  /** The server's HTML of the menu on screen, opened by a tap before the scripts ran. */
  async function serverHtmlOpenedByATap(): Promise<HTMLElement> {
    const { container, unmount } = renderAt(<MobileNav />, '/contact');
    const serverHtml = container.innerHTML;
    unmount();
    const host = document.body.appendChild(document.createElement('div'));
    host.innerHTML = serverHtml;
    host.querySelector('details')!.open = true;
    // Its toggle event goes by before React listens.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return host;
  }

  it.each([
    ['hydrates', true],
    ['renders anew over', false],
  ])('opened by a tap before the header was live, stays open when React %s the HTML, and answers Escape', async (_, hydrate) => {
    const user = userEvent.setup();
    const consoleError = jest.spyOn(console, 'error');
    const host = await serverHtmlOpenedByATap();

    renderAt(<MobileNav />, '/contact', 'en', { container: host, hydrate });
    await act(() => Promise.resolve());
    expect(menu()).toBeVisible();
    expect(consoleError).not.toHaveBeenCalled();
    within(menu()).getByRole('link', { name: 'Home' }).focus();
    await user.keyboard('{Escape}');
    expect(disclosure().open).toBe(false);
    expect(toggle()).toHaveFocus();
    consoleError.mockRestore();
  });
});
