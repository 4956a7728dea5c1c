import './zod-mini';
import * as z from 'zod/mini';
import {
  aadhaarField,
  bankAccountField,
  dateOfBirthField,
  emailField,
  ifscField,
  mobileField,
  optionalText,
  phoneFromAnywhereField,
  requiredText,
} from './fields';
import { validationMessage } from '../messages';

export const contactRequestSchema = z.strictObject({
  name: requiredText('Name', 100),
  email: emailField,
  contact: phoneFromAnywhereField('Contact number'),
  message: requiredText('Message', 5000),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** The /volenture page: all four fields required. */
export const volunteerRequestSchema = z.strictObject({
  name: requiredText('Full name', 100),
  email: emailField,
  phone: phoneFromAnywhereField('Phone number'),
  skills: requiredText('Skills', 2000, validationMessage('skillsRequired')),
});
export type VolunteerRequest = z.infer<typeof volunteerRequestSchema>;

/** The hero-member volunteer sign-up: skills and availability optional. */
export const heroMemberRequestSchema = z.strictObject({
  name: requiredText('Name', 100),
  email: emailField,
  phone: phoneFromAnywhereField('Phone number'),
  skills: optionalText('Skills'),
  availability: optionalText('Availability', 500),
});
export type HeroMemberRequest = z.infer<typeof heroMemberRequestSchema>;

export const newsletterRequestSchema = z.strictObject({ email: emailField });
export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;

export const birthdayRequestSchema = z.strictObject({
  name: requiredText('Name', 100),
  dob: dateOfBirthField,
  email: emailField,
  phone: z._default(z.optional(z.union([z.literal(''), phoneFromAnywhereField('Phone number')])), ''),
  message: optionalText('Message'),
});
export type BirthdayRequest = z.infer<typeof birthdayRequestSchema>;

/** The spec marks no partner field required; a message nobody can answer is useless, so e-mail is. */
export const partnerRequestSchema = z.strictObject({
  organisationName: optionalText('Organisation name', 200),
  contactPerson: optionalText('Contact person', 100),
  email: emailField,
  message: optionalText('Message', 5000),
});
export type PartnerRequest = z.infer<typeof partnerRequestSchema>;

export const PROGRAMS = ['Skill Development', 'Employment Opportunities', 'Guidance & Support'] as const;
export const programApplicationRequestSchema = z.strictObject({
  fullName: requiredText('Full name', 100),
  email: emailField,
  phone: mobileField('Phone number'),
  program: z.enum(PROGRAMS, { error: validationMessage('programRequired') }),
});
export type Program = (typeof PROGRAMS)[number];
export type ProgramApplicationRequest = z.infer<typeof programApplicationRequestSchema>;

/** What a call back is about, as the API stores it (staff read these words). */
export const CALL_BACK_TOPICS = ['Soil or water test', 'Tailoring machine', 'A programme', 'Something else'] as const;
export type CallBackTopic = (typeof CALL_BACK_TOPICS)[number];

/** For people with a phone and no e-mail: staff call them back, so no e-mail is asked. */
export const callBackRequestSchema = z.strictObject({
  name: requiredText('Name', 100),
  phone: mobileField('Phone number'),
  village: requiredText('Village or taluka', 200),
  topic: z.enum(CALL_BACK_TOPICS, { error: validationMessage('topicRequired') }),
});
export type CallBackRequest = z.infer<typeof callBackRequestSchema>;

/** Text fields of the tailor-machine request; the identity document travels as file `aadharUpload`. */
export const tailorMachineRequestSchema = z.strictObject({
  name: requiredText('Name', 100),
  email: emailField,
  contact: mobileField('Contact number'),
  aadharNumber: aadhaarField,
  bankName: requiredText('Bank name', 100),
  accountNumber: bankAccountField,
  ifscCode: ifscField,
  address: requiredText('Address', 1000),
});
export type TailorMachineRequest = z.infer<typeof tailorMachineRequestSchema>;
export const TAILOR_MACHINE_FILE_FIELD = 'aadharUpload';

/**
 * A field every public form carries hidden from people; bots that fill in every input fill it.
 * A post with it filled in gets the usual thanks and is not stored.
 */
export const HONEYPOT_FIELD = 'website';

/** Every kind of public submission, keyed as the API paths and admin views name them. */
export const SUBMISSION_SCHEMAS = {
  contact: contactRequestSchema,
  volunteer: volunteerRequestSchema,
  'hero-member': heroMemberRequestSchema,
  newsletter: newsletterRequestSchema,
  birthday: birthdayRequestSchema,
  partner: partnerRequestSchema,
  'program-application': programApplicationRequestSchema,
  'call-back': callBackRequestSchema,
} as const;
export type SubmissionKind = keyof typeof SUBMISSION_SCHEMAS;
export const SUBMISSION_KINDS = Object.keys(SUBMISSION_SCHEMAS) as SubmissionKind[];
/** What a public form of that kind sends, as its schema reads it. */
export type SubmissionRequest<Kind extends SubmissionKind> = z.infer<(typeof SUBMISSION_SCHEMAS)[Kind]>;

/** Newsletter subscriptions: one per address, kept unconfirmed until its owner confirms from the mailed link. */
export const NEWSLETTER_KIND = 'newsletter' satisfies SubmissionKind;

/** Tailor-machine requests are stored beside the public submissions and read the same way. */
export const TAILOR_MACHINE_KIND = 'tailor-machine';
/** Every kind an admin reads through the paged submissions path. */
export type AdminSubmissionKind = SubmissionKind | typeof TAILOR_MACHINE_KIND;

export const SUBMISSION_LABELS: Record<AdminSubmissionKind, string> = {
  contact: 'Contact messages',
  volunteer: 'Volunteers',
  'hero-member': 'Hero members',
  newsletter: 'Newsletter',
  birthday: 'Birthday dedications',
  partner: 'Partners',
  'program-application': 'Programme applications',
  'call-back': 'Call-back requests',
  'tailor-machine': 'Tailor-machine requests',
};
