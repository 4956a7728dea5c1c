import { fireEvent, render, screen } from '@testing-library/react';
import { startWarmingApiOnFormFocus } from '../src/host/warm-api-on-form-focus';

function page() {
  return render(
    <>
      <a href="/contact">Contact</a>
      <form>
        <label>
          Name <input name="name" />
        </label>
        <label>
          Message <textarea name="message" />
        </label>
      </form>
    </>,
  );
}

describe("warming host.api's implementation when a form is started", () => {
  afterEach(() => Reflect.deleteProperty(navigator, 'connection'));

  it('fetches it once a field of a form gets focus, and only once', () => {
    const warm = jest.fn();
    const stop = startWarmingApiOnFormFocus(warm);
    page();
    fireEvent.focusIn(screen.getByRole('link', { name: 'Contact' }));
    expect(warm).not.toHaveBeenCalled();

    fireEvent.focusIn(screen.getByRole('textbox', { name: 'Name' }));
    fireEvent.focusIn(screen.getByRole('textbox', { name: 'Message' }));
    expect(warm).toHaveBeenCalledTimes(1);
    stop();
  });

  it('with the data saver on, fetches nothing until the form is sent', () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    const warm = jest.fn();
    const stop = startWarmingApiOnFormFocus(warm);
    page();
    fireEvent.focusIn(screen.getByRole('textbox', { name: 'Name' }));
    expect(warm).not.toHaveBeenCalled();
    stop();
  });
});
