import { applyDecorators, HttpStatus } from '@nestjs/common';
import { ApiProduces, ApiResponse } from '@nestjs/swagger';

/** A small German HTML page (links opened from e-mails), not JSON. */
export function ApiHtmlPage(description: string, status: HttpStatus = HttpStatus.OK) {
  return applyDecorators(
    ApiProduces('text/html'),
    ApiResponse({
      status,
      description,
      content: { 'text/html': { schema: { type: 'string', example: '<!doctype html>…' } } },
    }),
  );
}

/**
 * A file download (CSV, XLSX, iCalendar …): binary content of `mediaType`, usually with a
 * `Content-Disposition: attachment` header.
 */
export function ApiDownload(mediaType: string, description: string) {
  return applyDecorators(
    ApiProduces(mediaType),
    ApiResponse({
      status: HttpStatus.OK,
      description,
      content: { [mediaType]: { schema: { type: 'string', format: 'binary' } } },
      headers: {
        'Content-Disposition': { description: 'Dateiname des Downloads', schema: { type: 'string' } },
      },
    }),
  );
}
