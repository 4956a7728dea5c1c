import type { RuntimeConfig } from 'shared-contracts';

/** Development values (samples) for a remote running alone; the composed site gets its own from the shell's server. */
export const STANDALONE_CONFIG: RuntimeConfig = {
  remotes: [],
  apiBase: '/api',
  siteUrl: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  donation: {
    upiId: 'gondiagraminvikas@sbi',
    payeeName: 'Gondia Gramin Vikas Foundation',
    bank: {
      accountName: 'Gondia Gramin Vikas Foundation',
      accountNumber: '38012345678',
      ifsc: 'SBIN0000461',
      bankName: 'State Bank of India',
      branch: 'Gondia Main Branch',
    },
    fcraBank: {
      accountName: 'Gondia Gramin Vikas Foundation',
      accountNumber: '40012345678',
      ifsc: 'SBIN0000691',
      swift: 'SBININBB104',
      bankName: 'State Bank of India',
      branch: 'New Delhi Main Branch (FCRA)',
    },
    sample: true,
  },
  registrations: {
    section80G: 'AAATG0000AF20214',
    section12A: 'AAATG0000AE20214',
    csr1: 'CSR00000000',
    fcra: '000000000',
    sample: true,
  },
};
