/**
 * What an operator reads when a command fails. A server that does not answer is named in German with what to
 * check (the clients' own texts are bare names like "UnavailableError"); anything else keeps its message.
 */
export function failureText(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  if (name === 'UnavailableError' || /^(UnavailableError|DeadlineExceededError)$/.test(message)) {
    return 'KurrentDB antwortet nicht: Adresse (--to, --kurrentdb oder KURRENTDB_URL) und den Server prüfen.';
  }
  if (/ServerSelectionError$/.test(name)) {
    return 'MongoDB antwortet nicht: Adresse (--mongo oder MONGO_URL) und den Server prüfen.';
  }
  return message;
}
