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
const question = (index: number) => screen.getByRole('heading', { level: 2, name: questionText(index) });
const answer = (index: number) => screen.getByText(answerText(index));

describe('FAQ page', () => {
  it('lists ten questions, all closed at first', () => {
    renderWithHost(<FaqsPage />);
    const questions = screen.getAllByRole('heading', { level: 2 });
    expect(questions).toHaveLength(10);
    expect(questions[0]).toHaveTextContent('What does Gondia Gramin Vikas Foundation do?');
    FAQS.forEach((_item, index) => expect(answer(index)).not.toBeVisible());
  });

  it('opens one answer at a time', async () => {
    const user = userEvent.setup();
    renderWithHost(<FaqsPage />);

    await user.click(question(0));
    expect(answer(0)).toBeVisible();

    await user.click(question(1));
    expect(answer(1)).toBeVisible();
    expect(answer(0)).not.toBeVisible();

    await user.click(question(1));
    FAQS.forEach((_item, index) => expect(answer(index)).not.toBeVisible());
  });

  // Enter and Space on a question are the browser's own (a browser test presses them).
  it('takes the first question in tab order and caps an answer at the spec height', async () => {
    const user = userEvent.setup();
    renderWithHost(<FaqsPage />);
    await user.tab();
    expect(question(0).closest('summary')).toHaveFocus();
    await user.click(question(0));
    expect(answer(0).parentElement).toHaveStyle({ maxHeight: `${FAQ_ANSWER_MAX_HEIGHT_PX}px`, overflowY: 'auto' });
  });
});
