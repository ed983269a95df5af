import type { AppConfig } from '../../platform/config/app-config.js';

/**
 * Whether this process dispatches and sends webhooks: the embedded API (which runs everything) and, on the
 * distributed profile, the scheduler worker (it runs the application's modules, so the mailer, the command
 * executor and the read stores are there; it reads the match log the alerts worker writes, by polling).
 */
export function runsWebhookDelivery(config: Pick<AppConfig, 'profile' | 'role'>): boolean {
  return config.profile === 'embedded' ? config.role === 'api' : config.role === 'scheduler';
}
