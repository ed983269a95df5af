import { readFileSync } from 'node:fs';
import type { DeadlineLabel } from './deadline-accuracy.js';

/** The labelled table (fixture id → expected deadlines); the texts stay in ../shared/fixtures/real-notices/. */
export function deadlineLabels(): Map<string, readonly DeadlineLabel[]> {
  const file = new URL('./real-notice-deadlines.labels.json', import.meta.url);
  const { notices } = JSON.parse(readFileSync(file, 'utf8')) as { notices: Record<string, DeadlineLabel[]> };
  return new Map(Object.entries(notices));
}
