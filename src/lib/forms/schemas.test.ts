import { describe, expect, it } from 'vitest';
import {
  applicationFieldsSchema,
  applicationFormSchema,
  enquiryFieldsSchema,
  enquiryFormSchema,
  firstErrors,
  isDayMonthYear,
  START_DATE_FORMAT_MESSAGE,
  URL_MESSAGE,
} from './schemas';
import { APPLICATION_FIELDS, ENQUIRY_FIELDS } from './fields';

const file = { name: 'cv.pdf', size: 1000 } as unknown as File;

const goodApplication = {
  name: 'Ayesha Khan',
  email: 'ayesha@example.com',
  phone: '+92 (300) 123-4567',
  location: 'Lahore',
  position: 'Frontend Developer',
  startDate: '01-09-2026',
  salary: '',
  linkedin: '',
  portfolio: '',
  opportunity: '',
  whyJoin: '',
  project: '',
  upload: [file],
};

const goodEnquiry = {
  name: 'Sam Lee',
  company: 'Acme',
  phone: '+1 407 555 0100',
  email: 'sam@acme.test',
  budget: '$40k',
  timeline: '',
  project: '',
  referral: '',
  upload: [],
};

function errorsOf(schema: typeof applicationFormSchema | typeof enquiryFormSchema, value: object) {
  const r = schema.safeParse(value);
  return r.success ? {} : firstErrors(r.error);
}

describe('job application schema (SPEC section 5)', () => {
  it('accepts a complete application', () => {
    expect(errorsOf(applicationFormSchema, goodApplication)).toEqual({});
  });

  it.each([
    ['name', '', 'Please enter your name'],
    ['name', 'x'.repeat(21), 'Name cannot exceed 20 characters'],
    ['email', '', "Email can't be blank"],
    ['email', 'ayesha@', 'That doesn’t look like an email'],
    ['phone', '', 'Phone number needed'],
    ['phone', '0300 123 45x', 'Invalid phone number format'],
    ['phone', '0300#1234', 'Invalid phone number format'],
    ['location', '', "Location can't be empty"],
    ['location', 'x'.repeat(101), 'Location cannot exceed 100 characters'],
    ['position', '', 'Let us know the position'],
    ['startDate', '', 'Date is required'],
    ['startDate', '2026-09-01', START_DATE_FORMAT_MESSAGE],
    ['startDate', '31-02-2026', START_DATE_FORMAT_MESSAGE],
    ['linkedin', 'linkedin', URL_MESSAGE],
    ['portfolio', 'javascript:alert(1)', URL_MESSAGE],
  ])('%s = %j → %s', (field, value, message) => {
    expect(errorsOf(applicationFormSchema, { ...goodApplication, [field]: value })[field]).toBe(message);
  });

  it('accepts names and locations at their limits, and every allowed phone character', () => {
    expect(
      errorsOf(applicationFormSchema, {
        ...goodApplication,
        name: 'x'.repeat(20),
        location: 'y'.repeat(100),
        phone: '+1 (407) 555-0142',
      }),
    ).toEqual({});
  });

  it("requires a file: 'File is required'", () => {
    expect(errorsOf(applicationFormSchema, { ...goodApplication, upload: [] }).upload).toBe('File is required');
  });

  it('treats salary, linkedin, portfolio, whyJoin, project and opportunity as optional', () => {
    const { salary, linkedin, portfolio, whyJoin, project, opportunity, ...rest } = goodApplication;
    void [salary, linkedin, portfolio, whyJoin, project, opportunity];
    expect(applicationFormSchema.safeParse(rest).success).toBe(true);
    expect(errorsOf(applicationFormSchema, { ...goodApplication, linkedin: 'https://www.linkedin.com/in/ayesha' })).toEqual({});
  });

  it('the server fields schema is the same rules without the files', () => {
    const { upload, ...fields } = goodApplication;
    void upload;
    expect(applicationFieldsSchema.safeParse(fields).success).toBe(true);
    const bad = applicationFieldsSchema.safeParse({ ...fields, name: '' });
    expect(bad.success || firstErrors(bad.error).name).toBe('Please enter your name');
  });
});

describe('project enquiry schema (SPEC section 5)', () => {
  it('accepts a complete enquiry, files optional', () => {
    expect(errorsOf(enquiryFormSchema, goodEnquiry)).toEqual({});
    const { upload, ...noFiles } = goodEnquiry;
    void upload;
    expect(errorsOf(enquiryFormSchema, noFiles)).toEqual({});
  });

  it.each([
    ['name', '', 'Please enter your name'],
    ['name', 'x'.repeat(21), 'Name cannot exceed 20 characters'],
    ['company', '', 'Please enter your company name'],
    ['company', 'x'.repeat(21), 'Company name cannot exceed 20 characters'],
    ['phone', '', 'Please enter your phone number'],
    ['phone', 'call me', 'Invalid phone number format'],
    ['email', '', 'Please enter your email address'],
    ['email', 'sam at acme', 'Invalid email address'],
    ['budget', '', 'Please enter your budget'],
    ['budget', '12345678901', 'Budget text is too long'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(errorsOf(enquiryFormSchema, { ...goodEnquiry, [field]: value })[field]).toBe(message);
  });

  it('the server fields schema rejects what the form rejects', () => {
    const r = enquiryFieldsSchema.safeParse({ ...goodEnquiry, budget: '12345678901' });
    expect(r.success ? null : firstErrors(r.error)).toEqual({ budget: 'Budget text is too long' });
  });
});

describe('the field lists the forms send (fields.ts, kept free of zod for the browser)', () => {
  it('name every schema field, in the schema order, and nothing else', () => {
    expect([...APPLICATION_FIELDS]).toEqual(Object.keys(applicationFieldsSchema.shape));
    expect([...ENQUIRY_FIELDS]).toEqual(Object.keys(enquiryFieldsSchema.shape));
  });
});

describe('isDayMonthYear', () => {
  it('accepts real dates only', () => {
    expect(isDayMonthYear('29-02-2028')).toBe(true);
    expect(isDayMonthYear('29-02-2027')).toBe(false);
    expect(isDayMonthYear('1-9-2026')).toBe(false);
    expect(isDayMonthYear('00-01-2026')).toBe(false);
  });
});

describe('control and text-direction characters', () => {
  it('are refused in every one-line field with the field’s message', () => {
    const one = (field: string, value: string) => firstErrors(applicationFieldsSchema.safeParse({ ...goodApplication, [field]: value }).error!)[field];
    expect(one('name', 'Sam\x1b[2J')).toBe('Name cannot contain control, invisible or text-direction characters');
    expect(one('location', 'Lahore\u202E')).toBe('Location cannot contain control, invisible or text-direction characters');
    expect(one('email', 'a\x07@b.co')).toBe('Email cannot contain control, invisible or text-direction characters');
    expect(one('opportunity', 'a friend\nemail: x@y.z')).toBe('This answer cannot contain control, invisible or text-direction characters');
    expect(one('linkedin', 'https://www.linkedin.com/in/\x1b[2J')).toBe('LinkedIn link cannot contain control, invisible or text-direction characters');
    const enquiry = enquiryFieldsSchema.safeParse({ ...goodEnquiry, company: 'Acme\u2066Evil\u2069' });
    expect(firstErrors(enquiry.error!).company).toBe('Company name cannot contain control, invisible or text-direction characters');
  });
  it('are dropped from multi-line fields, which keep their line breaks and tabs', () => {
    const parsed = applicationFieldsSchema.parse({ ...goodApplication, whyJoin: 'Because\r\n\tof the \x1b[31mwork\u202E.' });
    expect(parsed.whyJoin).toBe('Because\n\tof the [31mwork.');
    const enquiry = enquiryFieldsSchema.parse({ ...goodEnquiry, project: 'Line one\rLine two\x00' });
    expect(enquiry.project).toBe('Line one\nLine two');
  });
});
