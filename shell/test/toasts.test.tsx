import { render, screen } from '@testing-library/react';
import { SiteToasts, toasts } from '../src/host/toasts';

describe('site toasts', () => {
  it('put nothing on the page until the first message, then show it', async () => {
    const { container } = render(<SiteToasts />);
    expect(container).toBeEmptyDOMElement();
    toasts.error('Invalid email or password');
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
  });
});
