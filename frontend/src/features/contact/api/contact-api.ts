import { baseApi } from '../../../lib/api/base-api';

/** SPEC §3 inquiry types. */
export type InquiryType = 'general' | 'support' | 'billing' | 'data' | 'enterprise' | 'feedback';

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
