import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import { STANDALONE_CONFIG } from 'standalone-host';
import { InEnglish } from 'standalone-host/testing';
import { fillRuntimeConfigPlaceholders } from 'shared-contracts/runtime-config-in-html';
import type { RuntimeConfig } from 'shared-contracts';
import { DonationWithoutScripts } from '../src/components/donation/DonationWithoutScripts';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

const renderedHtml = () =>
  renderToString(
    <InEnglish>
      <DonationWithoutScripts />
    </InEnglish>,
  );

/** The part's HTML as the shell's server sends it for a site with this config. */
function showSentFor(config: RuntimeConfig) {
  document.body.innerHTML = fillRuntimeConfigPlaceholders(renderedHtml(), config, escapeText);
}

const realAccounts: RuntimeConfig = {
  ...STANDALONE_CONFIG,
  donation: {
    ...STANDALONE_CONFIG.donation,
    upiId: 'charity@okaxis',
    bank: { ...STANDALONE_CONFIG.donation.bank, accountNumber: '123456789012' },
    fcraBank: { ...STANDALONE_CONFIG.donation.fcraBank, swift: 'ABCDINBBXXX' },
    sample: false,
  },
};

describe('the donation details without scripts', () => {
  it("show the UPI ID and both accounts of the site's config", () => {
    showSentFor(realAccounts);
    expect(screen.getByText('charity@okaxis')).toBeVisible();
    expect(screen.getByText('123456789012')).toBeVisible();
    expect(screen.getByText('ABCDINBBXXX')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'FCRA bank account (international transfer)' })).toBeVisible();
    expect(document.body.innerHTML).not.toContain('runtime-config');
  });

  it('name only values the config has', () => {
    const placeholders = renderedHtml().match(/\{\{runtime-config:[^}]+\}\}/g) ?? [];
    expect(placeholders.length).toBeGreaterThan(10);
    for (const placeholder of placeholders) expect(fillRuntimeConfigPlaceholders(placeholder, realAccounts, escapeText)).not.toBe('');
  });

  it('warn that the accounts are samples only when they are', () => {
    showSentFor(realAccounts);
    expect(screen.getByText(/sample payment details/)).not.toBeVisible();
    showSentFor({ ...realAccounts, donation: { ...realAccounts.donation, sample: true } });
    expect(screen.getByText(/sample payment details/)).toBeVisible();
  });
});
