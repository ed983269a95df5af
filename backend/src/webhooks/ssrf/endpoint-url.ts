import ipaddr from 'ipaddr.js';
import { InvalidWebhookEndpoint } from '../domain/errors.js';
import { WEBHOOK_URL_MAX } from '../domain/endpoint-rules.js';

/**
 * SSRF protection of webhook endpoints (issue #30 item 3): the product POSTs to URLs its users choose, from inside
 * its own network, so a URL must not reach loopback, private, link-local (cloud metadata at 169.254.169.254),
 * CGNAT, multicast or otherwise special addresses. Pure: DNS comes in as a resolver, so the rules are unit-tested
 * with fake answers; `resolveEndpoint` is run at registration AND before every delivery, and the sender connects to
 * the very address checked (DNS rebinding).
 */

/** `WEBHOOKS_ALLOW_LOOPBACK=true` (tests, demo only): 127.0.0.0/8 and `localhost` are allowed, also over http. */
export interface SsrfPolicy {
  readonly allowLoopback: boolean;
}

/** A name's addresses, all of them (`dns.lookup(host, { all: true })`). */
export type Resolver = (hostname: string) => Promise<readonly { address: string; family: number }[]>;

export interface ResolvedEndpoint {
  readonly url: URL;
  /** The checked address the sender connects to. */
  readonly address: string;
  readonly family: 4 | 6;
}

export class UnsafeWebhookUrl extends InvalidWebhookEndpoint {}

/** Names that lead inside whatever their DNS answers (metadata services, this host). */
const INTERNAL_NAMES = ['localhost', 'metadata', 'metadata.google.internal', 'instance-data'];
const INTERNAL_SUFFIXES = ['.localhost', '.internal', '.local', '.localdomain', '.home.arpa'];

const REFUSED_ADDRESS = 'Die Adresse des Webhooks zeigt auf ein internes oder reserviertes Netz und ist nicht erlaubt.';

/** Strips the brackets of an IPv6 literal host. */
const bareHost = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();

function isLoopbackHost(host: string): boolean {
  return (
    host === 'localhost' || (ipaddr.IPv4.isValidFourPartDecimal(host) && ipaddr.parse(host).range() === 'loopback')
  );
}

/** The URL as the product stores it, or a German error: https only, no credentials, no internal names. */
export function checkEndpointUrl(input: string, policy: SsrfPolicy): URL {
  if (input.length > WEBHOOK_URL_MAX)
    throw new UnsafeWebhookUrl(`Die Adresse darf höchstens ${WEBHOOK_URL_MAX} Zeichen lang sein.`);
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw new UnsafeWebhookUrl('Bitte geben Sie eine vollständige Adresse an, z. B. https://example.com/webhooks.');
  }
  const host = bareHost(url.hostname);
  const loopbackAllowed = policy.allowLoopback && isLoopbackHost(host);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopbackAllowed))
    throw new UnsafeWebhookUrl('Webhooks werden nur an https://-Adressen gesendet.');
  if (url.username !== '' || url.password !== '')
    throw new UnsafeWebhookUrl('Die Adresse darf keine Zugangsdaten (Benutzer:Passwort@) enthalten.');
  if (host === '') throw new UnsafeWebhookUrl('Die Adresse braucht einen Rechnernamen.');
  if (!loopbackAllowed && (INTERNAL_NAMES.includes(host) || INTERNAL_SUFFIXES.some((s) => host.endsWith(s))))
    throw new UnsafeWebhookUrl(REFUSED_ADDRESS);
  if (ipaddr.isValid(host) && !isPublicAddress(host, policy)) throw new UnsafeWebhookUrl(REFUSED_ADDRESS);
  url.hash = '';
  return url;
}

/**
 * Whether the product may connect to `address`: only global unicast. IPv4-mapped IPv6 (::ffff:10.0.0.1) is judged
 * as its IPv4 address; NAT64/6to4/Teredo forms, which embed IPv4 addresses, are refused whole.
 */
export function isPublicAddress(address: string, policy: SsrfPolicy): boolean {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address);
  } catch {
    return false;
  }
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  const range = parsed.range();
  if (range === 'loopback') return policy.allowLoopback && parsed.kind() === 'ipv4';
  // ipaddr.js names every special range (private, linkLocal, carrierGradeNat, uniqueLocal, multicast, reserved,
  // unspecified, broadcast, 6to4, teredo, rfc6052, …); what is left is "unicast", the public internet.
  return range === 'unicast';
}

/** Checks the URL, resolves its host and checks every address; the first is the one to connect to. */
export async function resolveEndpoint(
  input: string,
  resolver: Resolver,
  policy: SsrfPolicy,
): Promise<ResolvedEndpoint> {
  const url = checkEndpointUrl(input, policy);
  const host = bareHost(url.hostname);
  let addresses: readonly { address: string; family: number }[];
  if (ipaddr.isValid(host)) {
    addresses = [{ address: host, family: host.includes(':') ? 6 : 4 }];
  } else {
    try {
      addresses = await resolver(host);
    } catch {
      throw new UnsafeWebhookUrl(`Der Rechnername „${host}“ ist nicht auflösbar.`);
    }
  }
  if (addresses.length === 0) throw new UnsafeWebhookUrl(`Der Rechnername „${host}“ ist nicht auflösbar.`);
  // One internal answer refuses the name: a resolver may hand out any of them on the next lookup.
  if (!addresses.every(({ address }) => isPublicAddress(address, policy))) throw new UnsafeWebhookUrl(REFUSED_ADDRESS);
  const first = addresses[0]!;
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
