import { showStartFailure } from '../src/start-failure';

describe('a page whose scripts cannot start', () => {
  it("keeps the server's HTML, and what was typed in it, under a note in the page's language", () => {
    const container = document.createElement('div');
    container.innerHTML = '<header><a href="/contact">संपर्क</a></header><main><h1>हमसे संपर्क करें</h1><input name="name"></main>';
    const heading = container.querySelector('h1');
    const input = container.querySelector('input')!;
    input.value = 'सुनीता';

    showStartFailure(container, 'hi');

    const note = container.firstElementChild as HTMLElement;
    expect(note).toHaveAttribute('role', 'alert');
    expect(note).toHaveAttribute('lang', 'hi');
    expect(note.textContent).toMatch(/^यह पेज पूरा लोड नहीं हो सका/);
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('input')).toHaveValue('सुनीता');
    expect(container.querySelector('a')).toHaveAttribute('href', '/contact');
  });

  it('shows the note alone where no HTML came from the server', () => {
    const container = document.createElement('div');
    showStartFailure(container, 'en');
    expect(container.textContent).toBe(
      'This page could not finish loading, so its buttons and forms do not work yet. Please check your connection and reload the page.',
    );
  });

  it('speaks English when the page names a language it has no note in', () => {
    const container = document.createElement('div');
    showStartFailure(container, 'fr');
    expect(container.firstElementChild).toHaveAttribute('lang', 'en');
    expect(container.textContent).toMatch(/^This page could not finish loading/);
  });
});
