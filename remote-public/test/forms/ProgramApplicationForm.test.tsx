import { screen, within } from '@testing-library/react';
import { renderWithHost } from 'standalone-host/testing';
import { ProgramApplicationForm } from '../../src/forms/ProgramApplicationForm';
import { describeJsonForm } from './describeJsonForm';

describeJsonForm('ProgramApplicationForm', {
  Form: ProgramApplicationForm,
  formName: /program application/i,
  submitName: /apply/i,
  path: '/forms/program-application',
  inputs: [
    { name: 'fullName', label: /^Full Name/, value: 'Pooja Uike', requiredError: 'Full name is required', autoComplete: 'name' },
    { name: 'email', label: /^Email/, value: 'pooja@example.org', requiredError: 'Email is required', type: 'email', autoComplete: 'email' },
    { name: 'phone', label: /^Phone Number/, value: '8888012345', requiredError: 'Phone number is required', type: 'tel', autoComplete: 'tel' },
    { name: 'program', label: /^Select Program/, value: 'Employment Opportunities', select: true, requiredError: 'Select a program' },
  ],
  payload: { fullName: 'Pooja Uike', email: 'pooja@example.org', phone: '8888012345', program: 'Employment Opportunities' },
});

describe('ProgramApplicationForm programmes', () => {
  it('offers exactly the three programmes after the prompt', () => {
    renderWithHost(<ProgramApplicationForm />);
    const select = within(screen.getByRole('form', { name: /program application/i })).getByLabelText(/^Select Program/);
    const options = within(select).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Select a program', 'Skill Development', 'Employment Opportunities', 'Guidance & Support']);
  });
});
