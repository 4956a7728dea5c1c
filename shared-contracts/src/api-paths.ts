import type { AdminSubmissionKind, SubmissionKind } from './schemas/forms';

/** Paths of the backend, relative to the API base (`/api` by default). */
export const API_PATHS = {
  health: '/health',
  ready: '/ready',
  login: '/login',
  register: '/register',
  verifyOtp: '/verify-otp',
  resendOtp: '/resend-otp',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  logout: '/logout',
  me: '/me',
  tailorMachineSubmit: '/users/submit',
  adminViewData: '/admin/view-data',
  adminUsers: '/admin/users',
  staffAccounts: '/staff/accounts',
  adminUser: (userId: string) => `/admin/users/${encodeURIComponent(userId)}`,
  adminUserRole: (userId: string) => `/admin/users/${encodeURIComponent(userId)}/role`,
  adminSubmissions: (kind: AdminSubmissionKind) => `/admin/submissions/${kind}`,
  adminSubmission: (kind: AdminSubmissionKind, id: string) => `/admin/submissions/${kind}/${encodeURIComponent(id)}`,
  adminSubmissionCounts: '/admin/submission-counts',
  adminUpload: (uploadId: string) => `/admin/uploads/${encodeURIComponent(uploadId)}`,
  submit: (kind: SubmissionKind) => `/forms/${kind}`,
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
} as const;
