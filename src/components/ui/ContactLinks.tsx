import type { ReactNode } from 'react';
import type { Office } from '@/content/schema';
import { mailtoHref, telHref } from '@/lib/layout/links';

/** A link that writes to an address: `mailto:`, showing the address unless told otherwise. */
export function EmailLink({ email, className, children }: { email: string; className?: string; children?: ReactNode }) {
  return (
    <a href={mailtoHref(email)} className={className}>
      {children ?? email}
    </a>
  );
}

/** A link that calls an office: `tel:` with its E.164 number, showing the number as people write it. */
export function PhoneLink({ office, className }: { office: Pick<Office, 'phone' | 'phoneE164'>; className?: string }) {
  return (
    <a href={telHref(office.phoneE164)} className={className}>
      {office.phone}
    </a>
  );
}

/** The offices as a contact list: "City, Region", optionally the country, and the phone number to call. */
export function OfficeList({
  offices,
  labelledBy,
  className,
  nameClassName,
  countryClassName,
  phoneClassName,
}: {
  offices: readonly Office[];
  labelledBy?: string;
  className?: string;
  nameClassName: string;
  /** Given, the country shows under the city in this style. */
  countryClassName?: string;
  phoneClassName: string;
}) {
  return (
    <ul aria-labelledby={labelledBy} className={className}>
      {offices.map((office) => (
        <li key={office.city}>
          <p className={nameClassName}>
            {office.city}, {office.region}
          </p>
          {countryClassName ? <p className={countryClassName}>{office.country}</p> : null}
          <PhoneLink office={office} className={phoneClassName} />
        </li>
      ))}
    </ul>
  );
}
