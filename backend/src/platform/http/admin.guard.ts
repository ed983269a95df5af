import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { callerOf } from './caller.js';

/** Admin endpoints: 401 without a user, 403 for users who are not admins (docs/DESIGN.md §10). */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const caller = callerOf(context.switchToHttp().getRequest());
    if (caller.userId === null) throw new UnauthorizedException('Bitte melden Sie sich an.');
    if (caller.role !== 'admin') throw new ForbiddenException('Diese Funktion ist Administratoren vorbehalten.');
    return true;
  }
}
