import { Body, Controller, Module, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsEmail,
  IsInt,
  IsOptional,
  IsString,
  MinLength,
  ValidateNested,
} from 'class-validator';
import request from 'supertest';
import { DomainError } from '../command-handling/domain-error.js';
import { WrongExpectedRevisionError } from '../event-store/errors.js';
import { ProblemDetailsFilter } from './problem-details.filter.js';
import { createValidationPipe, joinMessages } from './validation.js';

class ContactDto {
  @IsString() @MinLength(2, { message: 'Name muss mindestens 2 Zeichen lang sein' }) name!: string;
  @IsEmail({}, { message: 'Ungültige E-Mail-Adresse' }) email!: string;
}

class ClaimDto {
  @IsInt({ message: 'Betrag muss eine ganze Zahl sein' }) cents!: number;
}

class CreditorDto {
  @IsString({ message: 'Name muss ein Text sein' }) name!: string;
}

class ClaimsDto {
  @IsString({ message: 'Zeichen muss ein Text sein' }) reference!: string;
  @IsOptional()
  @ValidateNested({ message: 'Die Angaben zum Gläubiger müssen ein Objekt sein.' })
  @Type(() => CreditorDto)
  creditor?: CreditorDto;
  @IsArray({ message: 'Die Forderungen müssen eine Liste sein.' })
  @ArrayMaxSize(3, { message: 'Höchstens 3 Forderungen je Schreiben.' })
  @ValidateNested({ each: true, message: 'Jede Forderung muss ein Objekt sein.' })
  @Type(() => ClaimDto)
  claims!: ClaimDto[];
}

@Controller('probe')
class ProbeController {
  @Post('claims') claims(@Body() body: ClaimsDto) {
    return { received: body.claims.length };
  }
  @Post('validate') validate(@Body() body: ContactDto) {
    return { received: body };
  }
  @Post('domain') domain(): never {
    throw new DomainError('conflict', 'already_read', 'Die Nachricht wurde bereits gelesen.');
  }
  @Post('conflict') conflict(): never {
    throw new WrongExpectedRevisionError('contact-1', 3n, 4n);
  }
  @Post('upload')
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: 10, files: 1 } }))
  upload(@UploadedFile() file: { size: number } | undefined) {
    return { size: file?.size ?? 0 };
  }
  @Post('crash') crash(): never {
    throw new Error('secret internals');
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

describe('validation and error mapping', () => {
  const start = async () => {
    const moduleRef = await Test.createTestingModule({ imports: [ProbeModule] }).compile();
    const app = moduleRef.createNestApplication({ logger: false });
    app.useGlobalPipes(createValidationPipe());
    app.useGlobalFilters(new ProblemDetailsFilter());
    await app.init();
    return app;
  };

  it('rejects invalid and unknown fields with German messages per field', async () => {
    const app = await start();
    const response = await request(app.getHttpServer())
      .post('/probe/validate')
      .send({ name: 'A', email: 'kein-mail', isAdmin: true })
      .expect(400);
    expect(response.body.message).toBe(
      'Unbekanntes Feld "isAdmin"; Name muss mindestens 2 Zeichen lang sein; Ungültige E-Mail-Adresse',
    );
    expect(response.body.errors).toEqual([
      { field: 'isAdmin', messages: ['Unbekanntes Feld "isAdmin"'] },
      { field: 'name', messages: ['Name muss mindestens 2 Zeichen lang sein'] },
      { field: 'email', messages: ['Ungültige E-Mail-Adresse'] },
    ]);
    expect(response.body.type).toBe('urn:insolvenzmonitor:problem:validation');
    await request(app.getHttpServer()).post('/probe/validate').send({ name: 'Anna', email: 'a@b.de' }).expect(201);
    await app.close();
  });

  it('refuses a list longer than its limit with the limit alone, before looking at its elements', async () => {
    const app = await start();
    const post = (body: object) => request(app.getHttpServer()).post('/probe/claims').send(body);
    // 20,000 wrong elements (80 kB): said once, by the limit, not 20,000 times by the elements.
    const flood = await post({ reference: 7, claims: Array.from({ length: 20_000 }, () => 'x') }).expect(400);
    expect(flood.body.message).toBe('Höchstens 3 Forderungen je Schreiben.');
    expect(flood.body.errors).toEqual([{ field: 'claims', messages: ['Höchstens 3 Forderungen je Schreiben.'] }]);
    // Within the limit, every mistake is told as before.
    const wrong = await post({ reference: 7, claims: [{ cents: 'viel' }, 'x'] }).expect(400);
    expect(wrong.body.errors).toEqual([
      { field: 'reference', messages: ['Zeichen muss ein Text sein'] },
      { field: 'claims.0.cents', messages: ['Betrag muss eine ganze Zahl sein'] },
      { field: 'claims.1', messages: ['Jede Forderung muss ein Objekt sein.'] },
    ]);
    await post({ reference: 'KD-1', claims: [{ cents: 1 }, { cents: 2 }, { cents: 3 }] }).expect(201, { received: 3 });
    await app.close();
  });

  it('refuses a list where an object belongs, and a list inside a list of objects, instead of emptying it', async () => {
    const app = await start();
    const post = (body: object) => request(app.getHttpServer()).post('/probe/claims').send(body);
    // class-transformer made `[{…}]` an empty object and class-validator checked the inner elements instead.
    const wrapped = await post({ reference: 'KD-1', creditor: [{ name: 'Erika' }], claims: [] }).expect(400);
    expect(wrapped.body.errors).toEqual([
      { field: 'creditor', messages: ['Die Angaben zum Gläubiger müssen ein Objekt sein.'] },
    ]);
    const nested = await post({ reference: 'KD-1', claims: [{ cents: 1 }, [], [{ cents: 2 }]] }).expect(400);
    expect(nested.body.message).toBe('Jede Forderung muss ein Objekt sein.');
    expect(nested.body.errors).toEqual([
      { field: 'claims.1', messages: ['Jede Forderung muss ein Objekt sein.'] },
      { field: 'claims.2', messages: ['Jede Forderung muss ein Objekt sein.'] },
    ]);
    await post({ reference: 'KD-1', creditor: { name: 'Erika' }, claims: [{ cents: 1 }] }).expect(201);
    await app.close();
  });

  it('maps domain errors by kind and concurrency conflicts to 409, or 412 with If-Match', async () => {
    const app = await start();
    const domain = await request(app.getHttpServer()).post('/probe/domain').expect(409);
    expect(domain.body).toMatchObject({
      message: 'Die Nachricht wurde bereits gelesen.',
      type: 'urn:insolvenzmonitor:problem:already_read',
    });
    await request(app.getHttpServer()).post('/probe/conflict').expect(409);
    await request(app.getHttpServer()).post('/probe/conflict').set('If-Match', '"3"').expect(412);
    await app.close();
  });

  it("answers upload errors in German instead of multer's English texts", async () => {
    const app = await start();
    const server = app.getHttpServer();
    const tooLarge = await request(server).post('/probe/upload').attach('file', Buffer.alloc(100), 'a.csv').expect(413);
    expect(tooLarge.body.message).toBe('Die Datei ist zu groß.');
    const wrongField = await request(server)
      .post('/probe/upload')
      .attach('datei', Buffer.alloc(5), 'a.csv')
      .expect(400);
    expect(wrongField.body.message).toBe('Unerwartetes Dateifeld: Die Datei gehört in das Feld "file".');
    // busboy's "Multipart: Unexpected end of form" for a form cut off in the middle.
    const truncated = await request(server)
      .post('/probe/upload')
      .set('Content-Type', 'multipart/form-data; boundary=XyZ')
      .send(
        '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\nabc',
      )
      .expect(400);
    expect(truncated.body.message).toBe('Die Anfrage endet unerwartet (unvollständiges Formular).');
    await request(server).post('/probe/upload').attach('file', Buffer.alloc(5), 'a.csv').expect(201, { size: 5 });
    await app.close();
  });

  it('hides internal error details behind a German 500', async () => {
    const app = await start();
    const response = await request(app.getHttpServer()).post('/probe/crash').expect(500);
    expect(response.body.message).toBe('Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.');
    expect(JSON.stringify(response.body)).not.toContain('secret internals');
    await app.close();
  });
});

describe('joinMessages', () => {
  it('follows a full sentence with a space and separates other messages with "; ", never ".;"', () => {
    expect(
      joinMessages(['Bitte geben Sie die Forderungen an.', 'Die Angabe fehlt (ein leerer Text ist erlaubt).']),
    ).toBe('Bitte geben Sie die Forderungen an. Die Angabe fehlt (ein leerer Text ist erlaubt).');
    expect(joinMessages(['Erinnerungstage: höchstens 90', 'Höchstens 5 Erinnerungen je Frist'])).toBe(
      'Erinnerungstage: höchstens 90; Höchstens 5 Erinnerungen je Frist',
    );
    expect(joinMessages(['Ungültig!', 'Zu lang', 'Fehlt.'])).toBe('Ungültig! Zu lang; Fehlt.');
    expect(joinMessages([])).toBe('');
  });

  it('says each message once, however many elements repeat it', () => {
    const messages = [
      'Höchstens 20 Forderungen je Schreiben.',
      ...Array<string>(30_000).fill('Jede Forderung muss ein Objekt sein.'),
    ];
    expect(joinMessages(messages)).toBe('Höchstens 20 Forderungen je Schreiben. Jede Forderung muss ein Objekt sein.');
  });
});
