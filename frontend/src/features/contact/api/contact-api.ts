import { baseApi } from '../../../lib/api/base-api';
import type { InquiryType } from '../../../lib/contact/inquiry-types';

/** Body of POST /contact (SPEC §7); `website` is the honeypot, empty when a person filled the form. */
export interface ContactRequest {
  name: string;
  email: string;
  subject: string;
  inquiryType?: InquiryType;
  message: string;
  privacyAgreed: boolean;
  website: string;
}

export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The response body is not used (SPEC §7).
    sendContactMessage: build.mutation<unknown, ContactRequest>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
      invalidatesTags: ['ContactMessage'],
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
