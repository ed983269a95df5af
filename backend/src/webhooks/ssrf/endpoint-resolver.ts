import { lookup } from 'node:dns/promises';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { checkEndpointUrl, type ResolvedEndpoint, resolveEndpoint, type Resolver } from './endpoint-url.js';

/** The system resolver, every address of the name (A and AAAA). */
export const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

/** The SSRF rules with this installation's policy (`WEBHOOKS_ALLOW_LOOPBACK`) and the system's DNS. */
@Injectable()
export class EndpointResolver {
  private resolver: Resolver = systemResolver;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Tests answer DNS themselves (a name resolving to 127.0.0.1). */
  useResolver(resolver: Resolver): void {
    this.resolver = resolver;
  }

  check(url: string): URL {
    return checkEndpointUrl(url, { allowLoopback: this.config.webhooks.allowLoopback });
  }

  resolve(url: string): Promise<ResolvedEndpoint> {
    return resolveEndpoint(url, this.resolver, { allowLoopback: this.config.webhooks.allowLoopback });
  }
}
