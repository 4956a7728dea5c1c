import { expect, test, waitForLiveSite } from '../fixtures';
import type { Page } from '@playwright/test';
import { API_PATHS, FREE_SERVICE_ALIAS_PATH, PUBLIC_ROUTES, type PageRoute, type SubmissionKind } from 'shared-contracts';
import { adminSubmissions, adminToken } from '../helpers/admin-api';
import { TINY_PNG } from '../helpers/files';
import { countPosts, expectConfirmation, field, fillFields, scrollToFooter, submitTo } from '../helpers/forms';
import { watchPageHealth } from '../helpers/page-health';
import { escapeRegExp } from '../helpers/reg-exp';
import { waitForReactHeading } from '../helpers/server-html';
import { WHATSAPP } from '../harness/ports';

const SITE = 'Gondia Gramin Vikas Foundation';

/** Lower-case and free of LIKE wildcards, so the admin search finds exactly this test's entry. */
function uniqueMarker(topic: string): string {
  return `e2e-${topic}-${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

function expectedTitle(route: PageRoute): string {
  return route.path === PUBLIC_ROUTES.home.path ? `${SITE} | ${route.title}` : `${route.title} | ${SITE}`;
}

const pageHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

/** As a visitor would: the page first, then down to the footer. */

test.describe('every public route, deep-linked', () => {
  const deepLinks = [
    ...Object.values(PUBLIC_ROUTES).map((route: PageRoute) => ({ visit: route.path, route })),
    { visit: FREE_SERVICE_ALIAS_PATH, route: PUBLIC_ROUTES.freeService as PageRoute },
  ];

  for (const { visit, route } of deepLinks) {
    test(`${visit} renders "${route.title}" with its own metadata, no errors and no third parties`, async ({ page }) => {
      const health = watchPageHealth(page);
      await page.goto(visit);
      await expect(pageHeading(page)).toBeVisible();
      await expect(pageHeading(page)).toHaveCount(1);
      await expect(page).toHaveTitle(expectedTitle(route));
      const canonical = page.locator('link[rel="canonical"]');
      await expect(canonical).toHaveCount(1);
      await expect(canonical).toHaveAttribute('href', /^https?:\/\//);
      expect(new URL((await canonical.getAttribute('href')) ?? '').pathname).toBe(route.path);
      await page.waitForLoadState('networkidle');
      expect(health.errors).toEqual([]);
      expect(health.foreignRequests).toEqual([]);
    });
  }

  test('an unknown path answers 404 and shows the not-found page inside the header and footer', async ({ page }) => {
    const health = watchPageHealth(page);
    const unknown = '/no-such-page/e2e';
    const answer = await page.goto(unknown);
    expect(answer?.status()).toBe(404);
    await expect(pageHeading(page)).toHaveText('Page not found');
    await expect(page).toHaveTitle(`Page not found | ${SITE}`);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Go to the home page' })).toBeVisible();
    // The browser reports the page's own 404 status as a failed resource; nothing else may fail.
    expect(health.errors.filter((error) => !error.endsWith(`(${new URL(unknown, page.url()).toString()})`))).toEqual([]);
  });
});

interface JsonFormCase {
  kind: SubmissionKind;
  path: string;
  form: string;
  submit: string;
  /** The footer's form, which loads only when the visitor scrolls near it. */
  inFooter?: boolean;
  /** Label → what the visitor types or chooses. */
  fill: (marker: string) => Record<string, string>;
  /** What the admin must read back, field by field. */
  stored: (marker: string) => Record<string, unknown>;
}

const JSON_FORMS: JsonFormCase[] = [
  {
    kind: 'contact',
    path: PUBLIC_ROUTES.contact.path,
    form: 'Contact us',
    submit: 'Send message',
    fill: (m) => ({ Name: `Asha ${m}`, Email: `${m}@e2e.test`, 'Contact number': '9876543210', Message: `Please call me (${m})` }),
    stored: (m) => ({ name: `Asha ${m}`, email: `${m}@e2e.test`, contact: '9876543210', message: `Please call me (${m})` }),
  },
  {
    kind: 'volunteer',
    path: PUBLIC_ROUTES.volunteer.path,
    form: 'Volunteer with us',
    submit: 'Join as volunteer',
    fill: (m) => ({ 'Full name': `Ravi ${m}`, Email: `${m}@e2e.test`, 'Phone number': '+91 9123456780', Skills: 'Teaching, first aid' }),
    stored: (m) => ({ name: `Ravi ${m}`, email: `${m}@e2e.test`, phone: '9123456780', skills: 'Teaching, first aid' }),
  },
  {
    kind: 'hero-member',
    path: PUBLIC_ROUTES.heroMember.path,
    form: 'Volunteer Sign-Up Form',
    submit: 'Sign up',
    fill: (m) => ({ Name: `Meena ${m}`, Email: `${m}@e2e.test`, 'Phone number': '8123456789', Skills: 'Accounts', Availability: 'Weekends' }),
    stored: (m) => ({ name: `Meena ${m}`, email: `${m}@e2e.test`, phone: '8123456789', skills: 'Accounts', availability: 'Weekends' }),
  },
  {
    kind: 'newsletter',
    path: PUBLIC_ROUTES.events.path,
    form: 'Newsletter',
    submit: 'Subscribe',
    inFooter: true,
    fill: (m) => ({ 'Subscribe to our newsletter': `${m}@e2e.test` }),
    // Waiting for its owner to confirm from the mailed link (newsletter.spec.ts).
    stored: (m) => ({ email: `${m}@e2e.test`, confirmedAt: '', unsubscribeLink: expect.stringContaining('/newsletter?unsubscribe=') }),
  },
  {
    kind: 'birthday',
    path: PUBLIC_ROUTES.birthday.path,
    form: 'Birthday dedication',
    submit: 'Send',
    fill: (m) => ({ Name: `Kavya ${m}`, 'Date of birth': '2015-06-21', Email: `${m}@e2e.test`, 'Phone number': '7012345678', Message: 'Meals for the school' }),
    stored: (m) => ({ name: `Kavya ${m}`, dob: '2015-06-21', email: `${m}@e2e.test`, phone: '7012345678', message: 'Meals for the school' }),
  },
  {
    kind: 'partner',
    path: PUBLIC_ROUTES.partner.path,
    form: 'Partner with us',
    submit: 'Send',
    fill: (m) => ({ 'Organisation name': `Acme ${m}`, 'Contact person': 'S. Rao', Email: `${m}@e2e.test`, Message: 'CSR for two villages' }),
    stored: (m) => ({ organisationName: `Acme ${m}`, contactPerson: 'S. Rao', email: `${m}@e2e.test`, message: 'CSR for two villages' }),
  },
  {
    kind: 'program-application',
    path: PUBLIC_ROUTES.prashikshanRojgar.path,
    form: 'Program application',
    submit: 'Apply',
    fill: (m) => ({ 'Full Name': `Pooja ${m}`, Email: `${m}@e2e.test`, 'Phone Number': '9988776655', 'Select Program': 'Employment Opportunities' }),
    stored: (m) => ({ fullName: `Pooja ${m}`, email: `${m}@e2e.test`, phone: '9988776655', program: 'Employment Opportunities' }),
  },
  {
    kind: 'call-back',
    path: PUBLIC_ROUTES.contact.path,
    form: 'Request a call back',
    submit: 'Call me back',
    fill: (m) => ({ Name: `Sunita ${m}`, 'Phone number': '9823012345', 'Village or taluka': 'Tirora', 'What is it about?': 'Something else' }),
    stored: (m) => ({ name: `Sunita ${m}`, phone: '9823012345', village: 'Tirora', topic: 'Something else' }),
  },
];

test.describe('each form, submitted against the real backend, is confirmed and the admin can read it', () => {
  for (const form of JSON_FORMS) {
    test(`${form.kind} on ${form.path}`, async ({ page, request }) => {
      const marker = uniqueMarker(form.kind);
      await page.goto(form.path);
      if (form.inFooter) await scrollToFooter(page);
      const element = page.getByRole('form', { name: form.form });
      await fillFields(element, form.fill(marker));
      await expectConfirmation(element, await submitTo(page, element, form.submit, API_PATHS.submit(form.kind)));
      for (const label of Object.keys(form.fill(marker))) {
        await expect(field(element, label)).toHaveValue('');
      }

      const entries = await adminSubmissions(request, await adminToken(request), form.kind, marker);
      expect(entries).toHaveLength(1);
      expect(entries[0].kind).toBe(form.kind);
      expect(entries[0].data).toEqual(form.stored(marker));
    });
  }

  test("on a laptop the contact page's two forms are as wide as each other, beside the address", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(PUBLIC_ROUTES.contact.path);
    const message = (await page.getByRole('form', { name: 'Contact us' }).boundingBox())!;
    const callBack = (await page.getByRole('form', { name: 'Request a call back' }).boundingBox())!;
    expect([callBack.x, callBack.width]).toEqual([message.x, message.width]);
    expect((await page.getByRole('heading', { name: 'Visit or call' }).boundingBox())!.x).toBeGreaterThan(message.x + message.width);
  });

  test("'Request a Test' on the soil and water page: a call back set to the test, with no e-mail, read by the admin", async ({ page, request }) => {
    const marker = uniqueMarker('soil');
    await page.goto(PUBLIC_ROUTES.soilWaterTesting.path);
    await page.getByText('Request a Test', { exact: true }).click();
    const form = page.getByRole('form', { name: 'Request a call back' });
    await expect(field(form, 'What is it about?')).toHaveValue('Soil or water test');
    await expect(form.locator('input[type="email"]')).toHaveCount(0);
    await fillFields(form, { Name: `Ramesh ${marker}`, 'Phone number': '9423012345', 'Village or taluka': 'Amgaon' });
    await expectConfirmation(form, await submitTo(page, form, 'Call me back', API_PATHS.submit('call-back')));
    const entries = await adminSubmissions(request, await adminToken(request), 'call-back', marker);
    expect(entries.map((entry) => entry.data)).toEqual([
      { name: `Ramesh ${marker}`, phone: '9423012345', village: 'Amgaon', topic: 'Soil or water test' },
    ]);
  });

  test('tailor-machine on /free: green banner, cleared fields, stored with masked numbers and the document', async ({ page, request }) => {
    const marker = uniqueMarker('tailor');
    await page.goto(PUBLIC_ROUTES.freeService.path);
    const form = page.getByRole('form', { name: 'Donate Tailor Machine' });
    const typed = {
      Name: `Sunita ${marker}`,
      Email: `${marker}@e2e.test`,
      'Contact number': '9822012345',
      'Aadhaar number': '2345 6789 0124',
      'Bank name': 'State Bank of India',
      'Account number': '50100234567891',
      'IFSC code': 'SBIN0001234',
      Address: `Ward 4, Tirora, Gondia (${marker})`,
    };
    await fillFields(form, typed);
    await field(form, 'Identity document (Aadhaar card)').setInputFiles(TINY_PNG);
    await expectConfirmation(form, await submitTo(page, form, 'Submit', API_PATHS.tailorMachineSubmit));
    for (const label of Object.keys(typed)) await expect(field(form, label)).toHaveValue('');
    await expect(field(form, 'Identity document (Aadhaar card)')).toHaveValue('');

    const token = await adminToken(request);
    const entries = await adminSubmissions(request, token, 'tailor-machine', marker);
    expect(entries).toHaveLength(1);
    const { aadharUploadUrl, ...data } = entries[0].data;
    expect(data).toEqual({
      name: `Sunita ${marker}`,
      email: `${marker}@e2e.test`,
      contact: '9822012345',
      aadharNumber: 'XXXXXXXX0124',
      bankName: 'State Bank of India',
      accountNumber: 'XXXXXXXXXX7891',
      ifscCode: 'SBIN0001234',
      address: `Ward 4, Tirora, Gondia (${marker})`,
    });
    const everything = JSON.stringify(entries[0]);
    expect(everything).not.toContain('234567890124');
    expect(everything).not.toContain('50100234567891');

    const upload = await request.get(aadharUploadUrl, { headers: { authorization: `Bearer ${token}` } });
    expect(upload.status()).toBe(200);
    expect((await upload.body()).equals(TINY_PNG.buffer)).toBe(true);
  });
});

interface InvalidCase {
  rule: string;
  kind: SubmissionKind;
  path: string;
  form: string;
  submit: string;
  inFooter?: boolean;
  fill: (marker: string) => Record<string, string>;
  /** The field that must show its own error, and that error. */
  field: string;
  error: string;
}

const INVALID_SUBMISSIONS: InvalidCase[] = [
  {
    rule: 'a required field left empty',
    kind: 'volunteer',
    path: PUBLIC_ROUTES.volunteer.path,
    form: 'Volunteer with us',
    submit: 'Join as volunteer',
    fill: (m) => ({ 'Full name': `Ravi ${m}`, Email: `${m}@e2e.test`, 'Phone number': '9123456780' }),
    field: 'Skills',
    error: 'Please tell us your skills',
  },
  {
    rule: 'a phone number that is neither an Indian mobile number nor one from abroad',
    kind: 'contact',
    path: PUBLIC_ROUTES.contact.path,
    form: 'Contact us',
    submit: 'Send message',
    fill: (m) => ({ Name: `Asha ${m}`, Email: `${m}@e2e.test`, 'Contact number': '12345', Message: 'Hello' }),
    field: 'Contact number',
    error: 'Enter a 10-digit Indian contact number, or a number from abroad starting with + and its country code',
  },
  {
    rule: 'a malformed e-mail address',
    kind: 'newsletter',
    path: PUBLIC_ROUTES.faqs.path,
    form: 'Newsletter',
    submit: 'Subscribe',
    inFooter: true,
    fill: (m) => ({ 'Subscribe to our newsletter': `${m}-at-e2e.test` }),
    field: 'Subscribe to our newsletter',
    error: 'Enter a valid email address',
  },
  {
    rule: 'no programme chosen',
    kind: 'program-application',
    path: PUBLIC_ROUTES.prashikshanRojgar.path,
    form: 'Program application',
    submit: 'Apply',
    fill: (m) => ({ 'Full Name': `Pooja ${m}`, Email: `${m}@e2e.test`, 'Phone Number': '9988776655' }),
    field: 'Select Program',
    error: 'Select a program',
  },
  {
    rule: 'a date of birth in the future',
    kind: 'birthday',
    path: PUBLIC_ROUTES.birthday.path,
    form: 'Birthday dedication',
    submit: 'Send',
    fill: (m) => ({ Name: `Kavya ${m}`, 'Date of birth': '2099-01-01', Email: `${m}@e2e.test` }),
    field: 'Date of birth',
    error: 'Enter a date of birth between 1900 and today',
  },
];

test.describe('an invalid submission shows the field error and stores nothing', () => {
  for (const invalid of INVALID_SUBMISSIONS) {
    test(`${invalid.kind}: ${invalid.rule}`, async ({ page, request }) => {
      const marker = uniqueMarker(`bad-${invalid.kind}`);
      const posts = countPosts(page, API_PATHS.submit(invalid.kind));
      await page.goto(invalid.path);
      if (invalid.inFooter) await scrollToFooter(page);
      const form = page.getByRole('form', { name: invalid.form });
      await fillFields(form, invalid.fill(marker));
      await form.getByRole('button', { name: invalid.submit }).click();

      const control = field(form, invalid.field);
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleDescription(invalid.error);
      await expect(form.locator('[data-field-error]')).toHaveText(invalid.error);
      expect(posts()).toBe(0);
      expect(await adminSubmissions(request, await adminToken(request), invalid.kind, marker)).toEqual([]);
    });
  }

  test('tailor-machine: Aadhaar check digit, IFSC, account number and a file that is not an image', async ({ page, request }) => {
    const marker = uniqueMarker('bad-tailor');
    await page.goto(PUBLIC_ROUTES.freeService.path);
    const form = page.getByRole('form', { name: 'Donate Tailor Machine' });
    const posts = countPosts(page, API_PATHS.tailorMachineSubmit);
    await fillFields(form, {
      Name: `Sunita ${marker}`,
      Email: `${marker}@e2e.test`,
      'Contact number': '9822012345',
      'Aadhaar number': '234567890123',
      'Bank name': 'State Bank of India',
      'Account number': '12345',
      'IFSC code': 'SBIN1234',
      Address: 'Tirora, Gondia',
    });
    const documentField = field(form, 'Identity document (Aadhaar card)');
    await documentField.setInputFiles({ name: 'aadhaar.txt', mimeType: 'text/plain', buffer: Buffer.from('not a scan') });
    await form.getByRole('button', { name: 'Submit' }).click();

    const fieldErrors: Record<string, RegExp> = {
      'Aadhaar number': /check digit mismatch/,
      'Account number': /Account number must be 9 to 18 digits/,
      'IFSC code': /Enter a valid 11-character IFSC code/,
      'Identity document (Aadhaar card)': /Identity document must be a JPEG, PNG, WEBP or PDF file/i,
    };
    for (const [label, error] of Object.entries(fieldErrors)) {
      const control = field(form, label);
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleDescription(error);
    }
    expect(posts()).toBe(0);

    // Valid fields but a document that only claims to be a PNG: the server reads its bytes and refuses it.
    await fillFields(form, { 'Aadhaar number': '234567890124', 'Account number': '123456789', 'IFSC code': 'SBIN0001234' });
    await documentField.setInputFiles({ name: 'aadhaar.png', mimeType: 'image/png', buffer: Buffer.from('plain text pretending to be a PNG') });
    const answer = await submitTo(page, form, 'Submit', API_PATHS.tailorMachineSubmit);
    expect(answer.status()).toBe(415);
    const refusal = (await answer.json()).message;
    const banner = form.locator('[data-tone="error"]').filter({ hasText: refusal });
    await expect(banner).toBeVisible();
    await expect(banner).toHaveAttribute('role', 'alert');
    // Said at the document's field too, where it is put right, and the focus is there.
    await expect(documentField).toHaveAccessibleDescription(new RegExp(escapeRegExp(refusal)));
    await expect(documentField).toBeFocused();
    await expect(field(form, 'Name')).toHaveValue(`Sunita ${marker}`);

    expect(await adminSubmissions(request, await adminToken(request), 'tailor-machine', marker)).toEqual([]);
  });
});

test.describe('WhatsApp, from the configured number', () => {
  const chatLink = `https://wa.me/${WHATSAPP.inLinks}`;

  test("the top bar links to it in the server's HTML, on every page", async ({ request }) => {
    for (const path of [PUBLIC_ROUTES.home.path, PUBLIC_ROUTES.faqs.path, '/mr/contact']) {
      expect(await (await request.get(path)).text()).toContain(`href="${chatLink}"`);
    }
  });

  test('the contact page offers it beside the phone and e-mail', async ({ page }) => {
    await page.goto(PUBLIC_ROUTES.contact.path);
    const chat = page.getByRole('main').getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' });
    await expect(chat).toHaveAttribute('href', chatLink);
    await expect(chat).toHaveAttribute('target', '_blank');
  });
});

test.describe('donation panel', () => {
  /** The page once remote-public has hydrated it: a tap on the panel before that is dropped (see the README). */
  const openDonationPage = async (page: Page, path: string) => {
    await page.goto(path);
    await waitForReactHeading(page);
  };

  test('₹2,500 pledges 100 meals and Donate Now shows a UPI link for 2500 and its QR code', async ({ page }) => {
    await openDonationPage(page, PUBLIC_ROUTES.whyDonate.path);
    await page.getByRole('button', { name: '₹2,500', exact: true }).click();
    await expect(page.getByTestId('donation-amount')).toHaveText('₹2,500');
    await expect(page.getByTestId('pledged-meals')).toHaveText('100');
    await page.getByRole('button', { name: 'Donate Now', exact: true }).click();

    const payLink = page.getByRole('link', { name: 'Pay ₹2,500 with a UPI app' });
    await expect(payLink).toHaveAttribute('href', /^upi:\/\/pay\?.*[?&]am=2500(&|$)/);
    const qr = page.getByRole('img', { name: /^QR code to pay ₹2,500 by UPI/ });
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml/);
    expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });

  test("the education page's Donate Now lands on the donation panel with its ₹5,000 chosen", async ({ page }) => {
    await openDonationPage(page, PUBLIC_ROUTES.educationAwareness.path);
    await page.getByRole('main').getByRole('link', { name: 'Donate Now' }).click();
    await expect(page).toHaveURL(new RegExp(`${PUBLIC_ROUTES.whyDonate.path}\\?amount=5000#donate$`));
    const chosen = page.getByRole('button', { name: '₹5,000', exact: true });
    await expect(chosen).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('donation-amount')).toHaveText('₹5,000');
    await expect(chosen).toBeInViewport();
    await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();
    // Once the page has stopped scrolling, the section's heading is below the sticky header, as on a page load.
    await page.waitForFunction(() => new Promise((resolve) => {
      const y = window.scrollY;
      setTimeout(() => resolve(y > 0 && window.scrollY === y), 300);
    }));
    const header = (await page.getByRole('banner').boundingBox())!;
    expect((await page.locator('#donate h2').first().boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  });

  test('a foreign donor gets the FCRA account instead of UPI', async ({ page }) => {
    await openDonationPage(page, PUBLIC_ROUTES.whyDonate.path);
    await page.getByRole('radio', { name: 'Foreign' }).check();
    await page.getByRole('button', { name: '₹5,000', exact: true }).click();
    await page.getByRole('button', { name: 'Donate Now', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'FCRA bank account (international transfer)' })).toBeVisible();
    await expect(page.getByText('SWIFT code')).toBeVisible();
    await expect(page.getByRole('link', { name: /with a UPI app/ })).toHaveCount(0);
  });

  test('without configured payment details the page says they are samples; registrations are on the page and in the footer', async ({ page }) => {
    await openDonationPage(page, PUBLIC_ROUTES.whyDonate.path);
    await page.getByRole('button', { name: '₹1,000', exact: true }).click();
    await page.getByRole('button', { name: 'Donate Now', exact: true }).click();
    const details = page.getByRole('region', { name: /Complete your donation of ₹1,000/ });
    await expect(details.getByRole('alert')).toHaveText(/sample payment details for trying out the site, not a real account/);
    await expect(details.getByText('80G registration')).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('FCRA registration')).toBeVisible();
    await expect(footer.getByText(/sample numbers/)).toBeVisible();
  });

  test('on a narrow phone, each registration number stays whole, on one line', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await openDonationPage(page, `/hi${PUBLIC_ROUTES.whyDonate.path}`);
    await page.getByRole('radio', { name: 'विदेशी' }).check();
    await page.getByRole('button', { name: '₹1,000', exact: true }).click();
    await page.locator('#donate').getByRole('button', { name: 'अभी दान करें' }).click();
    const numbers = page.getByRole('region', { name: /₹1,000/ }).locator('dd');
    await expect(numbers.first()).toBeVisible();
    const lineCounts = await numbers.evaluateAll((elements) =>
      elements.map((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return `${element.textContent} ${new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size}`;
      }),
    );
    expect(lineCounts.filter((entry) => /^[A-Z0-9]+ /.test(entry) && !entry.endsWith(' 1'))).toEqual([]);
  });

  test('an amount of 0 shows the error and no payment details', async ({ page }) => {
    await openDonationPage(page, PUBLIC_ROUTES.whyDonate.path);
    await page.getByLabel('Or type an amount (₹)').fill('0');
    await page.getByRole('button', { name: 'Donate Now', exact: true }).click();
    await expect(page.getByLabel('Or type an amount (₹)')).toHaveAccessibleDescription(/Please choose or type an amount greater than zero/);
    await expect(page.getByRole('heading', { name: /Complete your donation/ })).toHaveCount(0);
  });
});

test('on a phone, the thanks of a form sent from the foot of the screen is brought into view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(PUBLIC_ROUTES.prashikshanRojgar.path);
  const marker = uniqueMarker('in-view');
  const form = page.getByRole('form', { name: 'Program application' });
  await fillFields(form, { 'Full Name': `Pooja ${marker}`, Email: `${marker}@e2e.test`, 'Phone Number': '9988776655', 'Select Program': 'Employment Opportunities' });
  const send = form.getByRole('button', { name: 'Apply' });
  // The button at the screen's foot, where a thumb leaves it: what comes below it is out of sight.
  // Scrolled there again while the page settles (a late image or font above moves it up). By the
  // page, as a thumb does: scrollIntoView would stop above the back-to-top button's scroll padding.
  await expect
    .poll(async () => {
      await send.evaluate((button) => window.scrollBy({ top: button.getBoundingClientRect().bottom - window.innerHeight, behavior: 'instant' }));
      const box = (await send.boundingBox())!;
      return Math.round(box.y + box.height);
    })
    .toBeGreaterThanOrEqual(844 - 40);
  await expectConfirmation(form, await submitTo(page, form, 'Apply', API_PATHS.submit('program-application')));
  await expect(form.getByRole('status')).toBeInViewport({ ratio: 0.9 });
});

test("at the page's end on a phone, the back-to-top button covers none of the footer's text", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(PUBLIC_ROUTES.contact.path);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const button = page.getByRole('button', { name: 'Back to top' });
  await expect(button).toBeVisible();
  const box = (await button.boundingBox())!;
  const covered = await page.getByRole('contentinfo').evaluate((footer, b) => {
    const walker = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT);
    const hits: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const overlaps = [...range.getClientRects()].some((r) => r.right > b.x && r.left < b.x + b.width && r.bottom > b.y && r.top < b.y + b.height);
      if (overlaps) hits.push(node.textContent.trim());
    }
    return hits;
  }, box);
  expect(covered).toEqual([]);
});

for (const home of ['/', '/mr']) {
  test(`on a phone, each banner's caption leaves most of its picture in view (${home})`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(home);
    await waitForLiveSite(page);
    const carousel = page.locator('section[aria-roledescription]').first();
    // The dots: every control of the carousel but the pause button has a label of its own.
    const dots = carousel.locator('[data-needs-scripts] button[aria-label]');
    expect(await dots.count()).toBeGreaterThan(1);
    const shares: number[] = [];
    for (let index = 0; index < (await dots.count()); index += 1) {
      // The focus on a dot holds the slide it shows.
      await dots.nth(index).click();
      const slide = carousel.locator('[role="group"]:not([hidden])');
      const picture = (await slide.locator('img').boundingBox())!;
      const caption = (await slide.locator('a > span').first().boundingBox())!;
      shares.push(Math.round((caption.height / picture.height) * 100));
    }
    expect(Math.max(...shares)).toBeLessThanOrEqual(34);
  });
}

test('what was typed into a form and left unsent is there again after a visit to another page, a page loaded whole and a switch of language', async ({ page }) => {
  await page.goto(PUBLIC_ROUTES.contact.path);
  await waitForReactHeading(page);
  // The form by its place, not its name: the name changes with the language.
  const name = page.locator('form').first().locator('input[name="name"]');
  const message = page.locator('form').first().locator('textarea[name="message"]');
  await name.fill('Asha Patil');
  await message.fill('When is the next health camp?');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(name).toHaveValue('Asha Patil');
  await expect(message).toHaveValue('When is the next health camp?');

  await page.goto(PUBLIC_ROUTES.faqs.path);
  await page.goBack();
  await expect(page).toHaveURL(/\/contact$/);
  await waitForReactHeading(page);
  await expect(name).toHaveValue('Asha Patil');

  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'मराठी' }).click();
  await expect(page).toHaveURL(/\/mr\/contact$/);
  await waitForReactHeading(page);
  await expect(name).toHaveValue('Asha Patil');
  await expect(message).toHaveValue('When is the next health camp?');
});

test('an entry the server stored whose answer was lost, sent again from its draft after a reload, is stored once', async ({ page, request }) => {
  const marker = uniqueMarker('lost-answer');
  const submitPath = `/api${API_PATHS.submit('contact')}`;
  await page.goto(PUBLIC_ROUTES.contact.path);
  await waitForReactHeading(page);
  const form = page.getByRole('form', { name: 'Contact us' });
  await fillFields(form, { Name: `Sunita ${marker}`, Email: 'sunita@example.org', 'Contact number': '9876543210', Message: 'When is the next health camp?' });

  // The server stores the entry; its answer never reaches the page.
  await page.route(`**${submitPath}`, async (route) => {
    await route.fetch();
    await route.abort('connectionreset');
  });
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  await page.unroute(`**${submitPath}`);

  await page.reload();
  await waitForReactHeading(page);
  await expect(field(form, 'Name')).toHaveValue(`Sunita ${marker}`);
  await expectConfirmation(form, await submitTo(page, form, 'Send message', API_PATHS.submit('contact')));
  expect(await adminSubmissions(request, await adminToken(request), 'contact', marker)).toHaveLength(1);
});
