import { PartnerForm } from '../../src/forms/PartnerForm';
import { describeJsonForm } from './describeJsonForm';

describeJsonForm('PartnerForm', {
  Form: PartnerForm,
  formName: /partner with us/i,
  submitName: /^send/i,
  path: '/forms/partner',
  inputs: [
    { name: 'organisationName', label: /^Organisation name/, value: 'Vidarbha Cotton Co.', autoComplete: 'organization' },
    { name: 'contactPerson', label: /^Contact person/, value: 'Anil Kawale', autoComplete: 'name' },
    { name: 'email', label: /^Email/, value: 'csr@example.com', requiredError: 'Email is required', type: 'email', autoComplete: 'email' },
    { name: 'message', label: /^Message/, value: 'We would like to fund two sewing centres.' },
  ],
  payload: {
    organisationName: 'Vidarbha Cotton Co.',
    contactPerson: 'Anil Kawale',
    email: 'csr@example.com',
    message: 'We would like to fund two sewing centres.',
  },
});
