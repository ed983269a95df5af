import { baseApi } from '../../../lib/api/base-api';

export type ContactMessageStatus = 'unread' | 'read' | 'replied';

/** SPEC §3 "Contact message" as GET /contact/messages returns it. */
export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  inquiryType: string | null;
  privacyAgreed: boolean;
  status: ContactMessageStatus;
  /** SPEC §3: createdAt or created_at; the server sends both, older data may have only one. */
  createdAt?: string;
  created_at?: string;
  readAt?: string | null;
  repliedAt?: string | null;
}

export interface ContactMessagePage {
  messages: ContactMessage[];
  total: number;
}

const LIST = { type: 'ContactMessage', id: 'LIST' } as const;
const byId = (id: string) => `/contact/messages/${encodeURIComponent(id)}`;

export const contactMessagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getContactMessages: build.query<ContactMessagePage, { limit: number; offset: number }>({
      query: (params) => ({ url: '/contact/messages', params }),
      providesTags: [LIST],
    }),
    markMessageRead: build.mutation<unknown, string>({
      query: (id) => ({ url: `${byId(id)}/read`, method: 'PATCH' }),
      invalidatesTags: [LIST],
    }),
    markMessageReplied: build.mutation<unknown, string>({
      query: (id) => ({ url: `${byId(id)}/replied`, method: 'PATCH' }),
      invalidatesTags: [LIST],
    }),
    /** Sends the admin's answer by e-mail to the sender and marks the message replied. */
    replyToMessage: build.mutation<unknown, { id: string; message: string }>({
      query: ({ id, message }) => ({ url: `${byId(id)}/reply`, method: 'POST', body: { message } }),
      invalidatesTags: [LIST],
    }),
    deleteMessage: build.mutation<unknown, string>({
      query: (id) => ({ url: byId(id), method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useGetContactMessagesQuery,
  useMarkMessageReadMutation,
  useMarkMessageRepliedMutation,
  useReplyToMessageMutation,
  useDeleteMessageMutation,
} = contactMessagesApi;
