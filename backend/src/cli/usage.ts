/**
 * What the CLI and the workers print when asked for a name they do not know, or for help: German, like every
 * other text the operator reads. Exit code 2 for an unknown name, 0 for help.
 */
export function usageText(
  tool: { readonly command: string; readonly noun: string; readonly heading: string },
  asked: string | undefined,
  entries: readonly (readonly [name: string, summary: string])[],
  width: number,
): { text: string; code: number } {
  const unknown = asked !== undefined && asked !== 'help' && asked !== '--help';
  const lines = [
    ...(unknown ? [`Unbekannter ${tool.noun}: ${asked}`, ''] : []),
    `Aufruf: ${tool.command}`,
    '',
    `${tool.heading}:`,
    ...entries.map(([name, summary]) => `  ${name.padEnd(width)} ${summary}`),
  ];
  return { text: lines.join('\n'), code: unknown ? 2 : 0 };
}
