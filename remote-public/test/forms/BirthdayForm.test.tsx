import { BirthdayForm } from '../../src/forms/BirthdayForm';
import { describeJsonForm } from './describeJsonForm';

describeJsonForm('BirthdayForm', {
  Form: BirthdayForm,
  formName: /birthday dedication/i,
  submitName: /^send/i,
  path: '/forms/birthday',
  inputs: [
    { name: 'name', label: /^Name/, value: 'Aarav Meshram', requiredError: 'Name is required', autoComplete: 'name' },
    { name: 'dob', label: /^Date of birth/, value: '2015-08-14', requiredError: 'Date of birth is required', type: 'date', autoComplete: 'bday' },
    { name: 'email', label: /^Email/, value: 'parent@example.org', requiredError: 'Email is required', type: 'email', autoComplete: 'email' },
    { name: 'phone', label: /^Phone number/, value: '9123456780', type: 'tel', autoComplete: 'tel' },
    { name: 'message', label: /^Message/, value: 'Happy birthday, Aarav!' },
  ],
  payload: { name: 'Aarav Meshram', dob: '2015-08-14', email: 'parent@example.org', phone: '9123456780', message: 'Happy birthday, Aarav!' },
});
