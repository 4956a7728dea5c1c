import { buildRuntimeConfig } from '../server/runtime-config.mjs';

const CONFIGURED = {
  UPI_ID: 'charity@realbank',
  UPI_PAYEE_NAME: 'Real Charity',
  BANK_ACCOUNT_NAME: 'Real Charity',
  BANK_ACCOUNT_NUMBER: '123456789012',
  BANK_IFSC: 'HDFC0001234',
  BANK_NAME: 'HDFC Bank',
  BANK_BRANCH: 'Gondia',
  FCRA_ACCOUNT_NAME: 'Real Charity',
  FCRA_ACCOUNT_NUMBER: '40098765432',
  FCRA_IFSC: 'SBIN0000691',
  FCRA_SWIFT: 'SBININBB104',
  FCRA_BANK_NAME: 'State Bank of India',
  FCRA_BRANCH: 'New Delhi Main Branch',
  REGISTRATION_80G: 'AAATR1234QF20241',
  REGISTRATION_12A: 'AAATR1234QE20241',
  REGISTRATION_CSR1: 'CSR00012345',
  REGISTRATION_FCRA: '083781234',
};

describe('payment details in the runtime config', () => {
  it('falls back to samples, flagged as samples, when nothing is configured', () => {
    const config = buildRuntimeConfig({});
    expect(config.donation.sample).toBe(true);
    expect(config.registrations.sample).toBe(true);
    // A UPI ID a payment app would take, so the sample page still shows how giving works.
    expect(config.donation.upiId).toMatch(/^[a-z0-9._-]+@[a-z]+$/i);
  });

  it('uses the configured details, not flagged as samples', () => {
    const config = buildRuntimeConfig({ ...CONFIGURED, NODE_ENV: 'production' });
    expect(config.donation).toMatchObject({ upiId: 'charity@realbank', sample: false, bank: { accountNumber: '123456789012' } });
    expect(config.registrations).toEqual({
      section80G: 'AAATR1234QF20241',
      section12A: 'AAATR1234QE20241',
      csr1: 'CSR00012345',
      fcra: '083781234',
      sample: false,
    });
  });

  it('one missing setting makes its group a sample', () => {
    const { REGISTRATION_CSR1: _left, ...partly } = CONFIGURED;
    const config = buildRuntimeConfig(partly);
    expect(config.donation.sample).toBe(false);
    expect(config.registrations.sample).toBe(true);
  });

  it('in production refuses to start without every payment setting, naming the missing ones', () => {
    const { BANK_IFSC: _ifsc, REGISTRATION_FCRA: _fcra, ...partly } = CONFIGURED;
    expect(() => buildRuntimeConfig({ ...partly, NODE_ENV: 'production' })).toThrow(
      /Payment details are missing: set BANK_IFSC, REGISTRATION_FCRA\./,
    );
    expect(() => buildRuntimeConfig({ NODE_ENV: 'production' })).toThrow(/UPI_ID, UPI_PAYEE_NAME, BANK_ACCOUNT_NAME/);
  });
});
