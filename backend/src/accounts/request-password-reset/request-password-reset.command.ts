export class RequestPasswordResetCommand {
  constructor(
    readonly email: string,
    readonly clientIp: string,
  ) {}
}
