import { apiSession } from './api-session.js';

/** Polls the import monitor until a run that finished after `since` is recorded and none is running. */
export async function waitForImportToFinish(
  baseUrl: string,
  since: Date,
  timeoutMs = 120_000,
  apiKey?: string,
): Promise<Record<string, unknown>> {
  const deadline = Date.now() + timeoutMs;
  const api = await apiSession(baseUrl, apiKey);
  for (;;) {
    const status = (await (await api('/api/insolvency/import-status')).json()) as {
      systemStatus: { status: string; lastImportTime: string | null };
    };
    const { lastImportTime } = status.systemStatus;
    if (
      status.systemStatus.status !== 'running' &&
      lastImportTime !== null &&
      Date.parse(lastImportTime) >= since.getTime()
    ) {
      return status;
    }
    if (Date.now() > deadline) throw new Error(`import did not finish: ${JSON.stringify(status)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
