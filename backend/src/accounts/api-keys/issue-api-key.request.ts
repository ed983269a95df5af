import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';

export class IssueApiKeyRequest {
  @ApiProperty({ example: 'ERP-Anbindung', description: 'Bezeichnung, an der Sie den Schlüssel wiedererkennen' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'Bezeichnung ist erforderlich' })
  @IsNotEmpty({ message: 'Bezeichnung ist erforderlich' })
  @MaxLength(60, { message: 'Bezeichnung darf höchstens 60 Zeichen lang sein' })
  @Matches(/^[^\p{Cc}]*$/u, { message: 'Bezeichnung enthält ungültige Zeichen' })
  name!: string;
}
