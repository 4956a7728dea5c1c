import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Button } from '../src/Button';

describe('a submit button before the page is live', () => {
  it("is disabled in the server's HTML, with a spinner for the wait (hidden without scripts)", () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<Button type="submit">Send message</Button>);
    const button = host.querySelector('button')!;
    expect(button.disabled).toBe(true);
    const spinner = button.querySelector('[data-testid="late-spinner"]');
    expect(spinner?.getAttribute('aria-hidden')).toBe('true');
    expect(spinner?.hasAttribute('data-needs-scripts')).toBe(true);
  });

  it('drops the spinner and takes taps once the page is live', () => {
    render(<Button type="submit">Send message</Button>);
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
    expect(screen.queryByTestId('late-spinner')).toBeNull();
  });

  it('has no such spinner when it is no submit button', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<Button>Show more</Button>);
    expect(host.querySelector('[data-testid="late-spinner"]')).toBeNull();
  });
});
