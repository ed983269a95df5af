import { DatabaseSync } from 'node:sqlite';
import { deadlineSettingsContract } from '../contract/deadline-settings.contract.test-kit.js';
import { SqliteDeadlineSettings } from './sqlite-deadline-settings.js';

describe('SQLite settings of "Meine Fristen"', () => {
  deadlineSettingsContract(async () => new SqliteDeadlineSettings(new DatabaseSync(':memory:')));
});
