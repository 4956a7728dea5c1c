import {
  isValidAadhaar,
  loginRequestSchema,
  mealsForAmount,
  remoteForPath,
  sidebarEntriesFor,
  signupFormSchema,
  tailorMachineRequestSchema,
  contactRequestSchema,
  callBackRequestSchema,
  paginationQuerySchema,
  dateOfBirthField,
  verifyOtpRequestSchema,
} from '../src';

describe('Aadhaar check digit', () => {
  it('accepts numbers whose Verhoeff check digit matches', () => {
    expect(isValidAadhaar('234567890124')).toBe(true);
    expect(isValidAadhaar('987654321096')).toBe(true);
  });
  it('rejects a wrong check digit, a leading 0 or 1, and wrong lengths', () => {
    expect(isValidAadhaar('234567890125')).toBe(false);
    expect(isValidAadhaar('134567890124')).toBe(false);
    expect(isValidAadhaar('23456789012')).toBe(false);
  });
});

describe('tailor-machine schema', () => {
  const valid = {
    name: 'Sunita Bai',
    email: 'Sunita@Example.org',
    contact: '9876543210',
    aadharNumber: '2345 6789 0124',
    bankName: 'State Bank of India',
    accountNumber: '12345678901',
    ifscCode: 'sbin0001234',
    address: 'Ward 3, Tirora, Gondia',
  };
  it('normalises what people type', () => {
    const parsed = tailorMachineRequestSchema.parse(valid);
    expect(parsed.aadharNumber).toBe('234567890124');
    expect(parsed.ifscCode).toBe('SBIN0001234');
    expect(parsed.email).toBe('sunita@example.org');
  });
  it('calls an empty Aadhaar, account number or IFSC missing, before its format', () => {
    const result = tailorMachineRequestSchema.safeParse({ ...valid, aadharNumber: ' ', accountNumber: '', ifscCode: '' });
    const firstMessageOf = (field: string) => result.error?.issues.find((issue) => issue.path[0] === field)?.message;
    expect(['aadharNumber', 'accountNumber', 'ifscCode'].map(firstMessageOf)).toEqual([
      'Aadhaar number is required',
      'Account number is required',
      'IFSC code is required',
    ]);
  });

  it('rejects an IFSC without the 0 in fifth place and an unknown extra field', () => {
    expect(tailorMachineRequestSchema.safeParse({ ...valid, ifscCode: 'SBIN1001234' }).success).toBe(false);
    expect(tailorMachineRequestSchema.safeParse({ ...valid, role: 'admin' }).success).toBe(false);
  });
});

describe('date of birth', () => {
  afterEach(() => jest.useRealTimers());

  it('is a day of the calendar from 1900 up to today in India, which begins 5½ hours before UTC’s', () => {
    // 01:30 on 15 June in India.
    jest.useFakeTimers({ now: new Date('2026-06-14T20:00:00Z') });
    const accepts = (dob: string) => dateOfBirthField.safeParse(dob).success;
    expect(accepts('2026-06-15')).toBe(true);
    expect(accepts('2026-06-16')).toBe(false);
    expect(accepts('1990-05-17')).toBe(true);
    expect(['2020-02-31', '2023-02-29', '1899-12-31', '0000-01-01', '2020-13-01'].filter(accepts)).toEqual([]);
    expect(accepts('2024-02-29')).toBe(true);
    // 17:30 on 14 June in India: 15 June is tomorrow.
    jest.setSystemTime(new Date('2026-06-14T12:00:00Z'));
    expect(accepts('2026-06-14')).toBe(true);
    expect(accepts('2026-06-15')).toBe(false);
  });
});

describe('date of birth typed in a text box (a browser without a date picker)', () => {
  it('reads a date written day first, in Latin or Devanagari digits, as the picker would send it', () => {
    for (const typed of ['17/05/1990', '17-5-1990', '17.05.1990', ' 17/05/1990 ', '१७/०५/१९९०']) {
      expect([typed, dateOfBirthField.safeParse(typed).data]).toEqual([typed, '1990-05-17']);
    }
  });

  it('says what is accepted for anything else, and that it is required when empty', () => {
    const messageFor = (typed: string) => dateOfBirthField.safeParse(typed).error?.issues[0].message;
    expect(['May 1990', '31/02/1990', '17/05/90'].map(messageFor)).toEqual(Array(3).fill('Enter a date of birth between 1900 and today'));
    expect(['', '  '].map(messageFor)).toEqual(['Date of birth is required', 'Date of birth is required']);
  });
});

describe('phone numbers from abroad', () => {
  const contact = (number: string) => contactRequestSchema.safeParse({ name: 'Priya', email: 'p@example.org', contact: number, message: 'Hello' });

  it('are taken on the forms donors and families abroad use, as + and digits, Indian numbers still as their ten digits; a search reads them alike', () => {
    for (const [written, stored] of [
      ['+44 7700 900123', '+447700900123'],
      ['+1 (415) 555-0100', '+14155550100'],
      ['0044 7700 900123', '+447700900123'],
      ['00 44 7700 900123', '+447700900123'],
      ['+44 (0)20 7946 0958', '+442079460958'],
      ['+६५ ९१२३ ४५६७', '+6591234567'],
      ['+91 98230 12345', '9823012345'],
      ['0091 98230 12345', '9823012345'],
      ['+91 (98230) 12345', '9823012345'],
      // Copied from a phone's contacts or a chat: wrapped in invisible direction marks.
      ['\u202a+91 98230 12345\u202c', '9823012345'],
      ['\u200b\u2068+44 7700 900123\u2069', '+447700900123'],
    ]) {
      expect([written, contact(written).data?.contact, paginationQuerySchema.parse({ q: written }).q]).toEqual([written, stored, stored]);
    }
  });

  it('are refused without their + and country code, too short or too long, or as Indian numbers that are not', () => {
    const refusal = 'Enter a 10-digit Indian contact number, or a number from abroad starting with + and its country code';
    for (const number of ['020 7946 0958', '+44 770', '+44 7700 900123 4567', '+91 12345 67890', '+0 7700900123']) {
      expect([number, contact(number).error?.issues[0]?.message]).toEqual([number, refusal]);
    }
  });

});

describe('numbers typed with Devanagari digits', () => {
  it('are checked and kept in Latin digits: mobile, Aadhaar, account number and code', () => {
    expect(contactRequestSchema.parse({ name: 'सुनीता', email: 's@example.org', contact: '९८२३०१२३४५', message: 'नमस्ते' }).contact).toBe('9823012345');
    const tailor = tailorMachineRequestSchema.parse({
      name: 'Sunita Bai',
      email: 's@example.org',
      contact: '९८७६५४३२१०',
      aadharNumber: '२३४५ ६७८९ ०१२४',
      bankName: 'State Bank of India',
      accountNumber: '१२३४५६७८९०१',
      ifscCode: 'SBIN0001234',
      address: 'Ward 4, Gondia',
    });
    expect(tailor).toMatchObject({ contact: '9876543210', aadharNumber: '234567890124', accountNumber: '12345678901' });
    expect(verifyOtpRequestSchema.parse({ email: 'a@example.org', otp: '४८२०१५' }).otp).toBe('482015');
  });
});

describe('mobile numbers', () => {
  const contactOf = (contact: string) => contactRequestSchema.safeParse({ name: 'Sunita', email: 's@example.org', contact, message: 'Namaste' });

  it('are taken as people write them, with spaces, dashes, +91 or 0, and kept as the ten digits alone', () => {
    for (const [typed, kept] of [
      ['98765 43210', '9876543210'],
      ['98765-43210', '9876543210'],
      ['+91 98765 43210', '9876543210'],
      ['+91-98765-43210', '9876543210'],
      ['098765 43210', '9876543210'],
      ['९८७६५ ४३२१०', '9876543210'],
    ]) {
      const result = contactOf(typed);
      expect([typed, result.success && result.data.contact]).toEqual([typed, kept]);
    }
  });

  it('are still refused when they are not ten digits of an Indian mobile', () => {
    for (const typed of ['98765 4321', '58765 43210', '98765 43210 1', '98765 4321a', '+91 58765 43210']) expect([typed, contactOf(typed).success]).toEqual([typed, false]);
  });

  it('are the only numbers where the charity calls back in the district: the same as kept, and one from abroad refused', () => {
    const callBackOf = (phone: string) => callBackRequestSchema.safeParse({ name: 'Sunita', phone, village: 'Tirora', topic: 'A programme' });
    const written = ['+91 98765 43210', '098765-43210', '९८७६५ ४३२१०', '(+91) 98765 43210', '0091 98765 43210', '98765.43210'];
    expect(written.map((phone) => callBackOf(phone).data?.phone)).toEqual(written.map(() => '9876543210'));
    for (const typed of ['+1 98765 43210', '+44 7700 900123', '98765 4321']) expect([typed, callBackOf(typed).success]).toEqual([typed, false]);
  });
});

describe('required text', () => {
  const nameOf = (name: string) => contactRequestSchema.safeParse({ name, email: 'a@example.org', contact: '9876543210', message: 'Hello' });

  it('is missing when it holds only characters drawn as nothing', () => {
    for (const name of ['\u200b', '\u200d\u200c', '\u3164', '\u200e', ' \u00ad ', '\ufeff']) {
      expect([JSON.stringify(name), nameOf(name).error?.issues[0].message]).toEqual([JSON.stringify(name), 'Name is required']);
    }
  });

  it('keeps the joiners inside a Devanagari name', () => {
    const name = 'क्\u200dष्णा';
    expect(nameOf(name).data?.name).toBe(name);
  });
});

describe('signup form', () => {
  it("says 'passwords do not match' on the confirmation field", () => {
    const result = signupFormSchema.safeParse({
      name: 'A',
      mobile: '9876543210',
      email: 'a@example.org',
      password: 'longenough1',
      confirmPassword: 'longenough2',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ message: 'passwords do not match', path: ['confirmPassword'] });
  });
});

describe('login form', () => {
  it('says a password is missing when it is, and too long when it is', () => {
    const messageFor = (password: string) => loginRequestSchema.safeParse({ email: 'asha@example.org', password }).error?.issues[0].message;
    expect(messageFor('')).toBe('Password is required');
    expect(messageFor('x'.repeat(129))).toBe('Password must be at most 128 characters');
    expect(messageFor('x'.repeat(128))).toBeUndefined();
  });
});

describe('route ownership', () => {
  it.each([
    ['/login', 'remote_auth'],
    ['/signup/', 'remote_auth'],
    ['/verify-email', 'remote_auth'],
    ['/dashboard', 'remote_dashboard'],
    ['/dashboard/profile', 'remote_dashboard'],
    ['/dashboards', 'remote_public'],
    ['/', 'remote_public'],
    ['/no-such-page', 'remote_public'],
  ])('%s belongs to %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });
});

describe('sidebar and donation rules', () => {
  it('filters the sidebar through the role mapping', () => {
    expect(sidebarEntriesFor('user').map((e) => e.label)).toEqual([
      'Dashboard',
      'Appointment',
      'Medical Details',
      'Profile',
    ]);
    expect(sidebarEntriesFor('admin').map((e) => e.label)).toEqual([
      'Dashboard',
      'Appointment',
      'All Patients',
      'Create OPD Form',
      'OPD List',
    ]);
  });
  it('pledges one meal per 25 rupees, rounded down', () => {
    expect(mealsForAmount(2500)).toBe(100);
    expect(mealsForAmount(49)).toBe(1);
    expect(mealsForAmount(0)).toBe(0);
  });
});
