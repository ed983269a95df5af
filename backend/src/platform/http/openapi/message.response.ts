import { ApiProperty } from '@nestjs/swagger';

/** Answers that only confirm an action with a German sentence for the user. */
export class MessageResponse {
  @ApiProperty({ description: 'Deutsche Bestätigung für die Anzeige', example: 'Benachrichtigung gelöscht' })
  message!: string;
}
