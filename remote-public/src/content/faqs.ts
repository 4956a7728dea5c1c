import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ORGANISATION } from 'shared-contracts';

/** FAQ item (spec §3): question and answer, shown in the page's language with `i18n._`. */
export interface FaqItem {
  question: MessageDescriptor;
  answer: MessageDescriptor;
}

const { name: organisation, phone, email } = ORGANISATION;

export const FAQS: readonly FaqItem[] = [
  {
    question: msg`What does ${organisation} do?`,
    answer: msg`We work with villages of Gondia district, Maharashtra, on rural development and women empowerment: self-help groups, skill training and jobs, soil and water testing for farmers, education awareness, health camps and community meals.`,
  },
  {
    question: msg`Are donations tax exempted?`,
    answer: msg`Yes. Donations are tax exempted under Section 80G of the Income Tax Act. E-mail your payment reference, PAN and postal address to us and we send an 80G receipt.`,
  },
  {
    question: msg`How can I donate?`,
    answer: msg`Choose an amount on our donation page and press Donate Now. Donors in India can pay by any UPI app (link or QR code) or by bank transfer; donors abroad transfer to our FCRA account.`,
  },
  {
    question: msg`Can I donate from outside India?`,
    answer: msg`Yes. Choose "Foreign" as donor type on the donation page. By law (FCRA) we accept foreign contributions only into our FCRA-designated bank account, whose details are shown there.`,
  },
  {
    question: msg`How is my donation used?`,
    answer: msg`Every ₹25 pays for one nutritious meal. Larger gifts fund tailoring machines for women, school supplies and scholarships, soil and water tests, and health camps. We publish our annual report and audited accounts each year.`,
  },
  {
    question: msg`How can I volunteer?`,
    answer: msg`Fill in the volunteer form with your skills. We match volunteers to teaching, health camps, training sessions, events and office work, in the villages or remotely.`,
  },
  {
    question: msg`Who can receive a free tailoring machine?`,
    answer: msg`Women from low-income households in Gondia district who have completed, or will complete, our tailoring training. Apply through the Free Service page with your Aadhaar details; our team verifies each application with a home visit.`,
  },
  {
    question: msg`Can my company partner with you for CSR?`,
    answer: msg`Yes. We work with companies on CSR projects, sponsorships, joint ventures and volunteering partnerships, with clear reporting. Send us your details on the Partner With Us page.`,
  },
  {
    question: msg`How do I get my soil or water tested?`,
    answer: msg`Contact us with your village, crop and what you want tested. Our field team collects the sample, and you receive the report with advice on fertiliser and safe drinking water.`,
  },
  {
    question: msg`How can I reach you?`,
    answer: msg`Call ${phone} (Monday to Friday, 9 AM to 6 PM), e-mail ${email}, or visit our office in Gondia, open Monday to Sunday 9:00-19:00.`,
  },
];
