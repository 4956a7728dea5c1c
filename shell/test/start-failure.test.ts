import { START_FAILURE_NOTES, startFailureNoteElement } from '../server/start-failure-note.mjs';
import { showStartFailure } from '../src/start-failure';

/** The page as the server sent it, with the note in `language` that it writes into every page. */
function serverPage(language: string, content = ''): HTMLElement {
  document.body.innerHTML = `<div id="root">${content}</div>${startFailureNoteElement(language)}`;
  return document.getElementById('root')!;
}

describe('a page whose scripts cannot start', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("keeps the server's HTML, and what was typed in it, under the note in the page's language the server wrote", () => {
    const container = serverPage('hi', '<header><a href="/contact">संपर्क</a></header><main><h1>हमसे संपर्क करें</h1><input name="name"></main>');
    const heading = container.querySelector('h1');
    const input = container.querySelector('input')!;
    input.value = 'सुनीता';

    showStartFailure(container);

    const note = container.firstElementChild as HTMLElement;
    expect(note).toHaveAttribute('role', 'alert');
    expect(note).toHaveAttribute('lang', 'hi');
    expect(note.textContent).toBe(START_FAILURE_NOTES.hi);
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('input')).toHaveValue('सुनीता');
    expect(container.querySelector('a')).toHaveAttribute('href', '/contact');
  });

  it('shows the note alone where no HTML came from the server, and once however often it is asked', () => {
    const container = serverPage('mr');
    showStartFailure(container);
    showStartFailure(container);
    expect(container.textContent).toBe(START_FAILURE_NOTES.mr);
  });

  it('speaks English on a page the server wrote no note into', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const container = document.getElementById('root')!;
    showStartFailure(container);
    expect(container.firstElementChild).toHaveAttribute('lang', 'en');
    expect(container.textContent).toBe(
      'This page could not finish loading, so its buttons and forms do not work yet. Please check your connection and reload the page.',
    );
  });
});
