/** An operator command of `npm run cli`. */
export interface CliCommand {
  readonly name: string;
  readonly summary: string;
  run(args: string[]): Promise<number>;
}
