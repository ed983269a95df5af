import { NotFoundException, ParseUUIDPipe } from '@nestjs/common';

export const DRAFT_NOT_FOUND = 'Der Entwurf wurde nicht gefunden.';

export const draftNotFound = () => new NotFoundException({ message: DRAFT_NOT_FOUND, code: 'draft_not_found' });

/** Draft ids are UUIDs; anything else names no draft and gets the same 404 as an unknown or someone else's id. */
export const draftIdPipe = new ParseUUIDPipe({ exceptionFactory: draftNotFound });
