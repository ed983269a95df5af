import { ApiProperty } from '@nestjs/swagger';
import type { ContactMessageStatus } from '../domain/contact-decider.js';
import type { ContactMessageView } from './contact-message-view.js';

const STATUSES: ContactMessageStatus[] = ['unread', 'read', 'replied'];

export class ContactMessageResponse implements ContactMessageView {
  @ApiProperty({ description: 'Kennung der Nachricht', example: '3d9b6a52-1f7e-4c1a-8a3e-2b7f1e0c9d11' })
  id!: string;
  @ApiProperty({ description: 'Name des Absenders', example: 'Erika Mustermann' })
  name!: string;
  @ApiProperty({ description: 'E-Mail-Adresse des Absenders', example: 'erika@example.de' })
  email!: string;
  @ApiProperty({ description: 'Betreff', example: 'Frage zum Pro-Tarif' })
  subject!: string;
  @ApiProperty({ description: 'Nachricht', example: 'Guten Tag, gilt der Jahrespreis auch für …' })
  message!: string;
  @ApiProperty({ description: 'Art der Anfrage', type: String, nullable: true, example: 'billing' })
  inquiryType!: string | null;
  @ApiProperty({ description: 'Datenschutzhinweis akzeptiert', example: true })
  privacyAgreed!: boolean;
  @ApiProperty({ description: 'Bearbeitungsstand', enum: STATUSES, example: 'unread' })
  status!: ContactMessageStatus;
  @ApiProperty({ description: 'Eingegangen (ISO 8601)', example: '2026-11-24T09:12:00.000Z' })
  createdAt!: string;
  @ApiProperty({ description: 'Wie `createdAt` (ältere Clients)', example: '2026-11-24T09:12:00.000Z' })
  created_at!: string;
  @ApiProperty({ description: 'Gelesen (ISO 8601)', type: String, nullable: true, example: null })
  readAt!: string | null;
  @ApiProperty({ description: 'Beantwortet (ISO 8601)', type: String, nullable: true, example: null })
  repliedAt!: string | null;
}

export class ContactMessageListResponse {
  @ApiProperty({ description: 'Nachrichten dieser Seite, neueste zuerst', type: [ContactMessageResponse] })
  messages!: ContactMessageResponse[];
  @ApiProperty({ description: 'Nachrichten insgesamt', example: 57 })
  total!: number;
}

/** A status change or reply: the confirmation and the message as the inbox now shows it. */
export class ContactMessageChangedResponse {
  @ApiProperty({ description: 'Deutsche Bestätigung', example: 'Nachricht als gelesen markiert.' })
  message!: string;
  @ApiProperty({ description: 'Die Nachricht nach der Änderung', type: ContactMessageResponse, nullable: true })
  contactMessage!: ContactMessageResponse | null;
}

export class MessageSentResponse {
  @ApiProperty({ description: 'Kennung der Nachricht', example: '3d9b6a52-1f7e-4c1a-8a3e-2b7f1e0c9d11' })
  id!: string;
  @ApiProperty({ description: 'Deutsche Bestätigung', example: 'Ihre Nachricht wurde erfolgreich versendet!' })
  message!: string;
}
