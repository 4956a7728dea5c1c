import { render, screen } from '@testing-library/react';
import { FormOutcome } from '../src/form/FormOutcome';

describe('FormOutcome', () => {
  const scrollIntoView = jest.fn();
  beforeEach(() => {
    scrollIntoView.mockReset();
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  it('shows nothing, and moves nothing, before the form was sent', () => {
    render(<FormOutcome outcome={null} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('brings the thanks into view as it appears, and a failure after it', () => {
    const { rerender } = render(<FormOutcome outcome={null} />);
    rerender(<FormOutcome outcome={{ tone: 'success', message: 'Thank you! Your application has been received.' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Thank you! Your application has been received.');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toContainElement(screen.getByRole('status'));
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'nearest' }));

    rerender(<FormOutcome outcome={{ tone: 'error', message: 'Could not reach the server.' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not reach the server.');
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
  });
});
