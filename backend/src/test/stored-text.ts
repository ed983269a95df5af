/** The `texts` that `bytes` hold as UTF-8, or base64-encoded at any of the three byte offsets. */
export function holdsAny(bytes: Buffer, texts: readonly string[]): string[] {
  return texts.filter((text) => encodings(text).some((form) => bytes.includes(form)));
}

/**
 * UTF-8 and the three base64 forms of `text`: base64 encodes three bytes in four characters, so text that starts
 * at offset 0, 1 or 2 of a three-byte group gives three different strings; the characters that also depend on the
 * neighbouring bytes are cut off.
 */
function encodings(text: string): Buffer[] {
  const raw = Buffer.from(text, 'utf8');
  const forms = [raw];
  for (let offset = 0; offset < 3; offset++) {
    const encoded = Buffer.concat([Buffer.alloc(offset), raw])
      .toString('base64')
      .replace(/=+$/, '');
    const stable = encoded.slice(Math.ceil((offset * 4) / 3), Math.floor(((offset + raw.length) * 4) / 3));
    if (stable.length >= 4) forms.push(Buffer.from(stable, 'ascii'));
  }
  return forms;
}
