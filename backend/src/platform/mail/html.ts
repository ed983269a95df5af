/** Escapes text for HTML mail bodies: user input (names, messages) must never become markup. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Escaped text with its line breaks kept, for a paragraph of a mail body. */
export function htmlParagraph(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br>\n');
}
