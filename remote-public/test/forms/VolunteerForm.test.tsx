import { VolunteerForm } from '../../src/forms/VolunteerForm';
import { describeJsonForm } from './describeJsonForm';

describeJsonForm('VolunteerForm', {
  Form: VolunteerForm,
  formName: /volunteer with us/i,
  submitName: /join as volunteer/i,
  path: '/forms/volunteer',
  inputs: [
    { name: 'name', label: /^Full name/, value: 'Ravi Bisen', requiredError: 'Full name is required', autoComplete: 'name' },
    { name: 'email', label: /^Email/, value: 'ravi@example.org', requiredError: 'Email is required', type: 'email', autoComplete: 'email' },
    { name: 'phone', label: /^Phone number/, value: '+91 9822012345', requiredError: 'Phone number is required', type: 'tel', autoComplete: 'tel' },
    { name: 'skills', label: /^Skills/, value: 'Teaching, first aid', requiredError: 'Please tell us your skills' },
  ],
  payload: { name: 'Ravi Bisen', email: 'ravi@example.org', phone: '9822012345', skills: 'Teaching, first aid' },
});
