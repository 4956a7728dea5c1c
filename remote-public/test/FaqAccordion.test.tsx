import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupI18n } from '@lingui/core';
import { renderWithHost } from 'standalone-host/testing';
import { FAQ_ANSWER_MAX_HEIGHT_PX } from 'shared-contracts';
import { FaqsPage } from '../src/pages/FaqsPage';
import { FAQS } from '../src/content/faqs';

// The FAQ texts in English, as an English page shows them (an instance without a catalog gives the source text).
const english = setupI18n({ locale: 'en', messages: { en: {} } });
const questionText = (index: number) => english._(FAQS[index].question);
const answerText = (index: number) => english._(FAQS[index].answer);

describe('FAQ page', () => {
  it('lists ten questions, all closed at first', () => {
    renderWithHost(<FaqsPage />);
    const questions = screen.getAllByRole('button', { expanded: false });
    expect(questions).toHaveLength(10);
    expect(questions[0]).toHaveTextContent('What does Gondia Gramin Vikas Foundation do?');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('opens one answer at a time', async () => {
    const user = userEvent.setup();
    renderWithHost(<FaqsPage />);
    const first = screen.getByRole('button', { name: questionText(0) });
    const second = screen.getByRole('button', { name: questionText(1) });

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: questionText(0) });
    expect(answer).toHaveTextContent(answerText(0));
    expect(first).toHaveAttribute('aria-controls', answer.id);

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('region')).toHaveTextContent(answerText(1));

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('is keyboard operable and caps an answer at the spec height', async () => {
    const user = userEvent.setup();
    renderWithHost(<FaqsPage />);
    await user.tab();
    expect(screen.getByRole('button', { name: questionText(0) })).toHaveFocus();
    await user.keyboard('{Enter}');
    const answer = screen.getByRole('region', { name: questionText(0) });
    expect(answer).toHaveStyle({ maxHeight: `${FAQ_ANSWER_MAX_HEIGHT_PX}px`, overflowY: 'auto' });
  });
});
