import type { FormErrors } from '../../../lib/forms/use-form';
import { firstFailing, isBlank, isEmail } from '../../../lib/forms/validators';

export type ContactValues = {
  name: string;
  email: string;
  subject: string;
  inquiryType: string;
  message: string;
  privacyAgreed: boolean;
  website: string;
};

export const EMPTY_CONTACT: ContactValues = {
  name: '',
  email: '',
  subject: '',
  inquiryType: '',
  message: '',
  privacyAgreed: false,
  website: '',
};

const tooShort = (value: string, min: number) => value.trim().length < min;

/** SPEC §5 contact rules; the required and minimum texts SPEC does not quote follow its wording elsewhere. */
export function validateContact(values: ContactValues): FormErrors<ContactValues> {
  return {
    name: firstFailing([
      [isBlank(values.name), 'Name ist erforderlich'],
      [tooShort(values.name, 2), 'Name muss mindestens 2 Zeichen lang sein'],
    ]),
    email: firstFailing([
      [isBlank(values.email), 'E-Mail-Adresse ist erforderlich'],
      [!isEmail(values.email), 'Ungültige E-Mail-Adresse'],
    ]),
    subject: firstFailing([
      [isBlank(values.subject), 'Betreff ist erforderlich'],
      [tooShort(values.subject, 3), 'Betreff muss mindestens 3 Zeichen lang sein'],
    ]),
    message: firstFailing([
      [isBlank(values.message), 'Nachricht ist erforderlich'],
      [tooShort(values.message, 10), 'Nachricht muss mindestens 10 Zeichen lang sein'],
    ]),
    privacyAgreed: values.privacyAgreed ? undefined : 'Sie müssen der Datenschutzerklärung zustimmen',
  };
}
