/**
 * German texts for the English messages that body-parser, multer and busboy put into their errors (Nest passes
 * multer's message on as the exception text). Keyed by the library's exact message; anything unknown keeps the
 * generic German text of its status.
 */
const UPLOAD_TEXTS: Record<string, string> = {
  'File too large': 'Die Datei ist zu groß.',
  'Too many files': 'Es darf nur eine Datei hochgeladen werden.',
  'Too many parts': 'Die Anfrage enthält zu viele Teile.',
  'Field name too long': 'Ein Feldname ist zu lang.',
  'Field value too long': 'Ein Feldwert ist zu lang.',
  'Too many fields': 'Die Anfrage enthält zu viele Felder.',
  'Unexpected file field': 'Unerwartetes Dateifeld: Die Datei gehört in das Feld "file".',
  'Unexpected field': 'Unerwartetes Dateifeld: Die Datei gehört in das Feld "file".',
  'Field name missing': 'Ein Feldname fehlt.',
  'Field name nesting too deep': 'Ein Feldname ist zu tief verschachtelt.',
  'Field name array index too large': 'Ein Feldname hat einen zu großen Index.',
  'Invalid field name': 'Ungültiger Feldname.',
  'Multipart: Boundary not found': 'Ungültige Multipart-Anfrage: Die Begrenzung (boundary) fehlt.',
  'Malformed part header': 'Ungültige Multipart-Anfrage: Ein Teil hat einen fehlerhaften Kopf.',
  'Unexpected end of form': 'Die Anfrage endet unerwartet (unvollständiges Formular).',
  'Unexpected end of file': 'Die Anfrage endet unerwartet (unvollständige Datei).',
  'Unsupported content type': 'Nicht unterstützter Inhaltstyp.',
};

/** German text for an upload (multer/busboy) error message, or undefined when it is not one of theirs. */
export function germanUploadText(message: string): string | undefined {
  // multer appends the field ("Unexpected file field - datei"), busboy prefixes some ("Multipart: Unexpected end of
  // form").
  const text = message.replace(/ - [^-]*$/, '').replace(/^Multipart: (?!Boundary)/, '');
  const known = UPLOAD_TEXTS[message] ?? UPLOAD_TEXTS[text];
  if (known) return known;
  if (message.startsWith('Unsupported content type')) return UPLOAD_TEXTS['Unsupported content type'];
  return undefined;
}

/** What body-parser's error `type` means, in German; `limit` (bytes) where it applies. */
export function germanBodyParserText(type: string, limit?: number): { status: number; text: string } {
  switch (type) {
    case 'entity.parse.failed':
      return { status: 400, text: 'Der Anfrageinhalt ist kein gültiges JSON.' };
    case 'entity.too.large':
      return {
        status: 413,
        text: limit
          ? `Die Anfrage ist zu groß (höchstens ${Math.floor(limit / 1024)} kB).`
          : 'Die Anfrage ist zu groß.',
      };
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return { status: 415, text: 'Nicht unterstützte Zeichenkodierung: Bitte senden Sie UTF-8.' };
    case 'request.aborted':
      return { status: 400, text: 'Die Anfrage wurde abgebrochen.' };
    case 'request.size.invalid':
      return { status: 400, text: 'Die Länge der Anfrage stimmt nicht mit Content-Length überein.' };
    case 'parameters.too.many':
      return { status: 413, text: 'Die Anfrage enthält zu viele Felder.' };
    default:
      return { status: 400, text: 'Die Anfrage konnte nicht gelesen werden.' };
  }
}
