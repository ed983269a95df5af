import { ApiProperty } from '@nestjs/swagger';

/**
 * The answer to every accepted registration, whether the address was free or had an account already (issue
 * #28): same status, same fields, no token, so the answer does not tell which addresses have accounts.
 */
export class RegistrationResponse {
  @ApiProperty({
    description: 'Deutsche Bestätigung für die Anzeige',
    example:
      'Bitte bestätigen Sie Ihre E-Mail-Adresse: Wir haben eine E-Mail an anna.berger@example.de gesendet. Bitte folgen Sie dem Link darin.',
  })
  message!: string;
  @ApiProperty({ description: 'Die angegebene Adresse, an die die E-Mail ging', example: 'anna.berger@example.de' })
  email!: string;
}

export function registrationAccepted(email: string): RegistrationResponse {
  return {
    message: `Bitte bestätigen Sie Ihre E-Mail-Adresse: Wir haben eine E-Mail an ${email} gesendet. Bitte folgen Sie dem Link darin.`,
    email,
  };
}
