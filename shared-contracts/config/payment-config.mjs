/**
 * Where donors are told to send money, and the registrations they look for, from the environment.
 * Each setting falls back to a sample so `npm start` shows the whole donation flow; the page then
 * says plainly that the details are samples. In production a missing setting stops the server:
 * a deployed site must never show an account that is not the charity's.
 */
/** [environment variable, sample value] for each field. */
const SETTINGS = {
  upiId: ['UPI_ID', 'gondiagraminvikas@sbi'],
  payeeName: ['UPI_PAYEE_NAME', 'Gondia Gramin Vikas Foundation'],
  bank: {
    accountName: ['BANK_ACCOUNT_NAME', 'Gondia Gramin Vikas Foundation'],
    accountNumber: ['BANK_ACCOUNT_NUMBER', '38012345678'],
    ifsc: ['BANK_IFSC', 'SBIN0000461'],
    bankName: ['BANK_NAME', 'State Bank of India'],
    branch: ['BANK_BRANCH', 'Gondia Main Branch'],
  },
  fcraBank: {
    accountName: ['FCRA_ACCOUNT_NAME', 'Gondia Gramin Vikas Foundation'],
    accountNumber: ['FCRA_ACCOUNT_NUMBER', '40012345678'],
    ifsc: ['FCRA_IFSC', 'SBIN0000691'],
    swift: ['FCRA_SWIFT', 'SBININBB104'],
    bankName: ['FCRA_BANK_NAME', 'State Bank of India'],
    branch: ['FCRA_BRANCH', 'New Delhi Main Branch (FCRA)'],
  },
  registrations: {
    section80G: ['REGISTRATION_80G', 'AAATG0000AF20214'],
    section12A: ['REGISTRATION_12A', 'AAATG0000AE20214'],
    csr1: ['REGISTRATION_CSR1', 'CSR00000000'],
    fcra: ['REGISTRATION_FCRA', '000000000'],
  },
};

function resolve(settings, env, missing) {
  return Object.fromEntries(
    Object.entries(settings).map(([field, setting]) => {
      if (!Array.isArray(setting)) return [field, resolve(setting, env, missing)];
      const [variable, sample] = setting;
      const value = env[variable]?.trim();
      if (value) return [field, value];
      missing.push(variable);
      return [field, sample];
    }),
  );
}

/** Donation details and registrations, each with `sample: true` when any of its settings is a sample. */
export function buildPaymentConfig(env = process.env) {
  const missing = [];
  const resolveGroup = (settings) => {
    const before = missing.length;
    const values = resolve(settings, env, missing);
    return { ...values, sample: missing.length > before };
  };
  const { registrations, ...payment } = SETTINGS;
  const config = { donation: resolveGroup(payment), registrations: resolveGroup(registrations) };
  if (missing.length > 0 && env.NODE_ENV === 'production') {
    throw new Error(
      `Payment details are missing: set ${missing.join(', ')}. ` +
        'With NODE_ENV=production the site never shows sample accounts or registrations to donors.',
    );
  }
  return config;
}
