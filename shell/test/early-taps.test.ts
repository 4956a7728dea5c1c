import { keepEarlyTaps, REMOTE_PART_ELEMENT_ID, REMOTE_PART_LIVE_EVENT } from '../server/early-taps.mjs';

/** The server's HTML: a frame button, the remote's part with two buttons and a submit button. */
function serverHtml() {
  document.body.innerHTML = `
    <header><button type="button" id="frame">Menu</button></header>
    <div id="${REMOTE_PART_ELEMENT_ID}">
      <button type="button" id="amount"><span>₹2,500</span></button>
      <button type="button" id="donate">Donate Now</button>
      <button type="button" id="show" aria-pressed="false">Show</button>
      <form><button type="submit" id="send">Send</button></form>
    </div>`;
  document.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault());
  const handled: string[] = [];
  // What React does once the part is live: handle the click on the button itself.
  for (const button of document.querySelectorAll('button')) button.addEventListener('click', () => handled.push(button.id));
  return handled;
}

/** A tap on the button, on its label when it has one (the target is then inside the button). */
const tap = (id: string) => {
  const button = document.getElementById(id)!;
  (button.querySelector('span') ?? button).click();
};
const announceLive = () => document.dispatchEvent(new Event(REMOTE_PART_LIVE_EVENT));

describe("taps on the remote's buttons before its part is live", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    announceLive();
    jest.runAllTimers();
    jest.useRealTimers();
  });

  it('are kept, not handled half-way, and played back in order, one at a time, once the page has settled after the part went live', () => {
    const handled = serverHtml();
    keepEarlyTaps(REMOTE_PART_ELEMENT_ID, REMOTE_PART_LIVE_EVENT);
    tap('amount');
    tap('donate');
    tap('amount');
    expect(handled).toEqual([]);

    announceLive();
    expect(handled).toEqual([]);
    jest.advanceTimersByTime(100);
    expect(handled).toEqual(['amount']);
    jest.runAllTimers();
    expect(handled).toEqual(['amount', 'donate', 'amount']);
    tap('donate');
    expect(handled).toEqual(['amount', 'donate', 'amount', 'donate']);
  });

  it('drop a tap on a button the page changed meanwhile: Show tapped twice shows once, a button relabelled by the page is left', () => {
    const handled = serverHtml();
    const show = document.getElementById('show')!;
    show.addEventListener('click', () => {
      const shown = show.getAttribute('aria-pressed') === 'true';
      show.setAttribute('aria-pressed', String(!shown));
      show.textContent = shown ? 'Show' : 'Hide';
    });
    keepEarlyTaps(REMOTE_PART_ELEMENT_ID, REMOTE_PART_LIVE_EVENT);
    tap('show');
    tap('show');
    tap('donate');
    // The page's own start-up work, as reduced motion stopping the slides relabels their button.
    document.getElementById('donate')!.textContent = 'Donate again';
    announceLive();
    jest.runAllTimers();
    expect(handled).toEqual(['show']);
    expect(show).toHaveTextContent('Hide');
  });

  it('are dropped once the visitor has followed a link to another address, not for an anchor on the same page', () => {
    const handled = serverHtml();
    keepEarlyTaps(REMOTE_PART_ELEMENT_ID, REMOTE_PART_LIVE_EVENT);
    tap('donate');
    window.history.pushState(null, '', '/contact');
    tap('amount');
    window.history.pushState(null, '', '/contact#content');
    announceLive();
    jest.runAllTimers();
    expect(handled).toEqual(['amount']);
    window.history.pushState(null, '', '/');
  });

  it("leave the frame's buttons, submit buttons and buttons the browser rendered later alone", () => {
    const handled = serverHtml();
    keepEarlyTaps(REMOTE_PART_ELEMENT_ID, REMOTE_PART_LIVE_EVENT);
    tap('frame');
    tap('send');
    const retry = document.createElement('button');
    retry.type = 'button';
    retry.addEventListener('click', () => handled.push('retry'));
    document.getElementById(REMOTE_PART_ELEMENT_ID)!.append(retry);
    retry.click();
    expect(handled).toEqual(['frame', 'send', 'retry']);
  });

  it('are dropped for a button no longer on the page when the part goes live (the part was rendered in the browser instead)', () => {
    const handled = serverHtml();
    keepEarlyTaps(REMOTE_PART_ELEMENT_ID, REMOTE_PART_LIVE_EVENT);
    tap('amount');
    tap('donate');
    document.getElementById('amount')!.remove();
    announceLive();
    jest.runAllTimers();
    expect(handled).toEqual(['donate']);
  });
});
