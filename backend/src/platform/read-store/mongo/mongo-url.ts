/**
 * The database named in a MongoDB URL (`mongodb://host:27017/<database>?…`), or undefined without one. A module of
 * its own, without mongoose: code that only names databases (a test's fresh database) need not load the driver.
 */
export function databaseNameOf(url: string): string | undefined {
  const match = /^mongodb(?:\+srv)?:\/\/[^/]+\/([^?]*)/.exec(url);
  const name = match?.[1] ? decodeURIComponent(match[1]) : '';
  return name === '' ? undefined : name;
}
