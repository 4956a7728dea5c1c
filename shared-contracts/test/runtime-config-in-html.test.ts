import { fillRuntimeConfigPlaceholders, runtimeConfigPlaceholder } from 'shared-contracts/runtime-config-in-html';
import { buildPaymentConfig } from 'shared-contracts/payment-config';
import type { RuntimeConfig } from 'shared-contracts';

const config = {
  ...buildPaymentConfig({}),
  siteUrl: 'https://example.org',
  whatsapp: null,
} as unknown as RuntimeConfig;
const escapeAngles = (text: string) => text.replace(/</g, '&lt;');

describe("the site's runtime config in a remote's HTML", () => {
  it('writes each value in where its placeholder stands, in text and attributes', () => {
    const html = `<dd>${runtimeConfigPlaceholder('donation.fcraBank.swift')}</dd><div data-sample="${runtimeConfigPlaceholder('donation.sample')}">`;
    expect(fillRuntimeConfigPlaceholders(html, config, escapeAngles)).toBe(`<dd>${config.donation.fcraBank.swift}</dd><div data-sample="true">`);
  });

  it('makes a value safe for HTML with the escape it is given', () => {
    const withMarkup = { ...config, siteUrl: 'https://example.org/<b>' };
    expect(fillRuntimeConfigPlaceholders(runtimeConfigPlaceholder('siteUrl'), withMarkup, escapeAngles)).toBe('https://example.org/&lt;b>');
  });

  it('writes nothing for a value the config does not have, or one that is not a single value', () => {
    const html = ['{{runtime-config:donation.noSuchField}}', runtimeConfigPlaceholder('whatsapp'), '{{runtime-config:donation.bank}}', '{{runtime-config:donation.toString}}', '{{runtime-config:__proto__.constructor}}'].join('|');
    expect(fillRuntimeConfigPlaceholders(html, config, escapeAngles)).toBe('||||');
  });
});
