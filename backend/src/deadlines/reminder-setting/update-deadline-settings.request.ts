import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayUnique, IsArray, IsDefined, IsInt, Max, Min } from 'class-validator';
import { MAX_REMINDER_DAYS, MAX_REMINDERS } from '../domain/reminder-rules.js';

export class UpdateDeadlineSettingsRequest {
  @ApiProperty({
    description: `Erinnerung so viele Tage vor jeder Frist (0 = am Tag; höchstens ${MAX_REMINDERS} Werte, je 0–${MAX_REMINDER_DAYS}; leer: keine Erinnerungen)`,
    type: [Number],
    example: [7, 1],
  })
  @IsDefined({
    message: 'Bitte geben Sie die Erinnerungstage an (z. B. [7, 1]; eine leere Liste: keine Erinnerungen).',
  })
  @IsArray({ message: 'Erinnerungen: eine Liste von Tagen (z. B. [7, 1])' })
  @ArrayMaxSize(MAX_REMINDERS, { message: `Höchstens ${MAX_REMINDERS} Erinnerungen je Frist` })
  @ArrayUnique({ message: 'Jeder Erinnerungstag nur einmal' })
  @IsInt({ each: true, message: 'Erinnerungstage sind ganze Zahlen' })
  @Min(0, { each: true, message: 'Erinnerungstage: 0 (am Tag der Frist) oder mehr' })
  @Max(MAX_REMINDER_DAYS, { each: true, message: `Erinnerungstage: höchstens ${MAX_REMINDER_DAYS}` })
  reminderDays!: number[];
}
