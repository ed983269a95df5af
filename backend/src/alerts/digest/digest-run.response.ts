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
    description: 'Bis zu dieser Position im Ereignisprotokoll hatte der Alert-Matcher beim Start abgeglichen',
    example: '18342',
  })
  matcherPosition!: string;
  @ApiProperty({ description: 'Position der letzten vom Neufall-Feed veröffentlichten Nachricht', example: '18342' })
  feedPosition!: string;
  @ApiProperty({
    description:
      'Ereignisse, die der Matcher beim Start hinter dem Feed lag (0: aufgeholt); ihre Treffer folgen im nächsten Versand',
    example: 0,
  })
  matcherBehind!: number;
}
