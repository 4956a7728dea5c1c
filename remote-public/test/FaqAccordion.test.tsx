import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithHost } from 'standalone-host/testing';
import { FAQ_ANSWER_MAX_HEIGHT_PX } from 'shared-contracts';
import { FaqsPage } from '../src/pages/FaqsPage';
import { FAQS } from '../src/content/faqs';

describe('FAQ page', () => {
  it('lists ten questions, all closed at first', () => {
    renderWithHost(<FaqsPage />);
    const questions = screen.getAllByRole('button', { expanded: false });
    expect(questions).toHaveLength(10);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('opens one answer at a time', async () => {
    const user = userEvent.setup();
    renderWithHost(<FaqsPage />);
    const first = screen.getByRole('button', { name: FAQS[0].question });
    const second = screen.getByRole('button', { name: FAQS[1].question });

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: FAQS[0].question });
    expect(answer).toHaveTextContent(FAQS[0].answer);
    expect(first).toHaveAttribute('aria-controls', answer.id);

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('region')).toHaveTextContent(FAQS[1].answer);

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('is keyboard operable and caps an answer at the spec height', async () => {
    const user = userEvent.setup();
    renderWithHost(<FaqsPage />);
    await user.tab();
    expect(screen.getByRole('button', { name: FAQS[0].question })).toHaveFocus();
    await user.keyboard('{Enter}');
    const answer = screen.getByRole('region', { name: FAQS[0].question });
    expect(answer).toHaveStyle({ maxHeight: `${FAQ_ANSWER_MAX_HEIGHT_PX}px`, overflowY: 'auto' });
  });
});
