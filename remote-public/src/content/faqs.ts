import { ORGANISATION } from 'shared-contracts';

/** FAQ item (spec §3): question and answer. */
export interface FaqItem {
  question: string;
  answer: string;
}

export const FAQS: readonly FaqItem[] = [
  {
    question: 'What does Gondia Gramin Vikas Foundation do?',
    answer:
      'We work with villages of Gondia district, Maharashtra, on rural development and women empowerment: self-help groups, skill training and jobs, soil and water testing for farmers, education awareness, health camps and community meals.',
  },
  {
    question: 'Are donations tax exempted?',
    answer:
      'Yes. Donations are tax exempted under Section 80G of the Income Tax Act. E-mail your payment reference, PAN and postal address to us and we send an 80G receipt.',
  },
  {
    question: 'How can I donate?',
    answer:
      'Choose an amount on our donation page and press Donate Now. Donors in India can pay by any UPI app (link or QR code) or by bank transfer; donors abroad transfer to our FCRA account.',
  },
  {
    question: 'Can I donate from outside India?',
    answer:
      'Yes. Choose "Foreign" as donor type on the donation page. By law (FCRA) we accept foreign contributions only into our FCRA-designated bank account, whose details are shown there.',
  },
  {
    question: 'How is my donation used?',
    answer:
      'Every ₹25 pays for one nutritious meal. Larger gifts fund tailoring machines for women, school supplies and scholarships, soil and water tests, and health camps. We publish our annual report and audited accounts each year.',
  },
  {
    question: 'How can I volunteer?',
    answer:
      'Fill in the volunteer form with your skills. We match volunteers to teaching, health camps, training sessions, events and office work, in the villages or remotely.',
  },
  {
    question: 'Who can receive a free tailoring machine?',
    answer:
      'Women from low-income households in Gondia district who have completed, or will complete, our tailoring training. Apply through the Free Service page with your Aadhaar details; our team verifies each application with a home visit.',
  },
  {
    question: 'Can my company partner with you for CSR?',
    answer:
      'Yes. We work with companies on CSR projects, sponsorships, joint ventures and volunteering partnerships, with clear reporting. Send us your details on the Partner With Us page.',
  },
  {
    question: 'How do I get my soil or water tested?',
    answer:
      'Contact us with your village, crop and what you want tested. Our field team collects the sample, and you receive the report with advice on fertiliser and safe drinking water.',
  },
  {
    question: 'How can I reach you?',
    answer: `Call ${ORGANISATION.phone} (${ORGANISATION.helplineHours}), e-mail ${ORGANISATION.email}, or visit our office in Gondia, open ${ORGANISATION.officeHours}.`,
  },
];
