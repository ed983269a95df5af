/**
 * Saving a file the app made (exports). An object, so tests can spy on `save`: jsdom has neither
 * URL.createObjectURL nor downloads.
 */
export const fileDownload = {
  save(blob: Blob, fileName: string): void {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
    // Give the browser time to start the download before the blob goes.
    setTimeout(() => URL.revokeObjectURL(url), 30_000);
  },
};
