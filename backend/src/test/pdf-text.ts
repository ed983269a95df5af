type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let pdfjs: Promise<PdfJs> | null = null;

/**
 * PDF.js, loaded once. On loading it looks for a canvas package to draw with and warns that it has none; text
 * extraction needs none, so those three warnings are not passed on.
 */
function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= (async () => {
    const warn = console.warn;
    console.warn = (...args: unknown[]) => {
      if (!/Cannot (load "@napi-rs\/canvas"|polyfill)/.test(String(args[0]))) warn(...args);
    };
    try {
      return await import('pdfjs-dist/legacy/build/pdf.mjs');
    } finally {
      console.warn = warn;
    }
  })();
  return pdfjs;
}

/**
 * The text of a PDF, page by page, as Mozilla's PDF.js extracts it (what a reader copies out of the file): the
 * tests check the letter the way its recipient sees it, not the generator's input. Items are joined with a
 * space, lines with a newline.
 */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const { getDocument } = await loadPdfJs();
  const task = getDocument({ data: new Uint8Array(bytes), verbosity: 0 });
  try {
    const pdf = await task.promise;
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const content = await (await pdf.getPage(number)).getTextContent();
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
          .join('')
          .replace(/[ \t]+/g, ' '),
      );
    }
    return pages;
  } finally {
    await task.destroy();
  }
}
