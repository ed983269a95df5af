/** What a collapsed contact message shows (SPEC §2: two lines) and whether anything is left out. */
export interface MessagePreview {
  text: string;
  hidesLines: boolean;
}

const PREVIEW_LINES = 2;

/**
 * The first two lines that say something: a greeting line ("Guten Tag,") followed by an empty line would
 * otherwise fill the preview with nothing.
 */
export function messagePreview(message: string): MessagePreview {
  const lines = message
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return { text: lines.slice(0, PREVIEW_LINES).join('\n'), hidesLines: lines.length > PREVIEW_LINES };
}
