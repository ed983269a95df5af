import { ApiProperty } from '@nestjs/swagger';
import type { DigestRunSummary } from './digest-runner.js';

export class DigestRunResponse implements DigestRunSummary {
  @ApiProperty({ description: 'Benachrichtigungen mit wartenden Treffern', example: 42 })
  subscriptions!: number;
  @ApiProperty({ description: 'Versandte E-Mails (eine je Adresse)', example: 30 })
  mails!: number;
  @ApiProperty({ description: 'Benachrichtigungen, deren Treffer versandt wurden', example: 38 })
  sent!: number;
  @ApiProperty({ description: 'Benachrichtigungen, deren Versand fehlschlug', example: 0 })
  failed!: number;
  @ApiProperty({ description: 'Inaktiv, Tarif ohne Pro oder Adresse abgelehnt', example: 2 })
  skipped!: number;
  @ApiProperty({
    description: 'Durch einen Absturz ohne Ergebnis gebliebene Versände (nicht erneut gesendet)',
    example: 0,
  })
  unconfirmed!: number;
  @ApiProperty({ description: 'Fremde Adressen ohne Bestätigung: nichts versandt, Treffer warten', example: 1 })
  awaitingConfirmation!: number;
  @ApiProperty({ description: 'Adressen, die heute schon eine E-Mail erhielten: Treffer folgen morgen', example: 1 })
  deferred!: number;
  @ApiProperty({
    description:
      'Höchste Position im Ereignisprotokoll, die der Alert-Matcher beim Versand abgeglichen hatte (bei Kafka die der weitesten Partition)',
    example: '18342',
  })
  matcherPosition!: string;
  @ApiProperty({ description: 'Position der letzten vom Neufall-Feed veröffentlichten Nachricht', example: '18342' })
  feedPosition!: string;
  @ApiProperty({
    description:
      'Beim Versand noch nicht abgeglichen: vom Neufall-Feed noch nicht weitergegebene Ereignisse plus vom Matcher ' +
      'noch nicht verarbeitete Nachrichten über alle Partitionen (0: alles abgeglichen); ihre Treffer folgen im nächsten Versand',
    example: 0,
  })
  matcherBehind!: number;
  @ApiProperty({
    description:
      'Ob der Lauf vor dem Versand auf Feed und Matcher gewartet hat (höchstens ALERT_DIGEST_MATCHER_WAIT_SECONDS)',
    example: false,
  })
  waitedForMatcher!: boolean;
}
