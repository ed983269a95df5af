import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ProblemDetails } from '../problem-details.filter.js';

/** One field's German validation messages (`errors` of a 400 with `type` …:validation). */
export class FieldErrorResponse {
  @ApiProperty({ description: 'Feld, Verschachtelung mit Punkt', example: 'email' })
  field!: string;
  @ApiProperty({ description: 'Deutsche Fehlermeldungen zu diesem Feld', example: ['Ungültige E-Mail-Adresse'] })
  messages!: string[];
}

/** Every error answer (RFC 9457, `application/problem+json`), as `ProblemDetailsFilter` writes it. */
export class ProblemDetailsResponse implements ProblemDetails {
  @ApiProperty({
    description: 'Art des Problems: `urn:insolvenzmonitor:problem:<code>` oder `about:blank`',
    example: 'urn:insolvenzmonitor:problem:validation',
  })
  type!: string;
  @ApiProperty({ description: 'Deutscher Titel des HTTP-Status', example: 'Ungültige Anfrage' })
  title!: string;
  @ApiProperty({ description: 'HTTP-Statuscode', example: 400 })
  status!: number;
  @ApiProperty({ description: 'Deutsche Beschreibung des Problems', example: 'Bitte prüfen Sie Ihre Eingaben.' })
  detail!: string;
  @ApiProperty({ description: 'Pfad der Anfrage (ohne Query-String)', example: '/api/insolvency/search' })
  instance!: string;
  @ApiProperty({ description: 'Wie `detail` (für die Oberfläche)', example: 'Bitte prüfen Sie Ihre Eingaben.' })
  message!: string;
  @ApiProperty({ description: 'Wie `detail` (für ältere Clients)', example: 'Bitte prüfen Sie Ihre Eingaben.' })
  error!: string;
  @ApiPropertyOptional({ description: 'Fehler je Feld (nur bei Validierungsfehlern)', type: [FieldErrorResponse] })
  errors?: FieldErrorResponse[];
}
