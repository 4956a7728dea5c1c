import { HeroMemberForm } from '../../src/forms/HeroMemberForm';
import { describeJsonForm } from './describeJsonForm';

describeJsonForm('HeroMemberForm', {
  Form: HeroMemberForm,
  formName: /volunteer sign-up form/i,
  submitName: /sign up/i,
  path: '/forms/hero-member',
  inputs: [
    { name: 'name', label: /^Name/, value: 'Meena Rahangdale', requiredError: 'Name is required', autoComplete: 'name' },
    { name: 'email', label: /^Email/, value: 'meena@example.org', requiredError: 'Email is required', type: 'email', autoComplete: 'email' },
    { name: 'phone', label: /^Phone number/, value: '7020012345', requiredError: 'Phone number is required', type: 'tel', autoComplete: 'tel' },
    { name: 'skills', label: /^Skills/, value: 'Tailoring' },
    { name: 'availability', label: /^Availability/, value: 'Weekends' },
  ],
  payload: { name: 'Meena Rahangdale', email: 'meena@example.org', phone: '7020012345', skills: 'Tailoring', availability: 'Weekends' },
});
