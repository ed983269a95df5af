/**
 * One adapter switch (`EVENT_STORE`, `READ_STORE`, `MESSAGE_BUS`, `RATE_LIMIT_STORE`) under the profile:
 * unset, the embedded profile takes its default and PROFILE=distributed its shared adapter; set, it must be
 * one of `allowed`, and on the distributed profile it must name that shared adapter (a process writing its
 * events to a local SQLite file beside processes on KurrentDB would split the data without anyone noticing).
 */
export function profileSwitch<Kind extends string>(
  value: (name: string) => string | undefined,
  problems: string[],
  profile: string,
  variable: string,
  kinds: { readonly allowed: readonly Kind[]; readonly embedded: Kind; readonly distributed: Kind },
): Kind | undefined {
  const raw = value(variable);
  const kind = raw ?? (profile === 'distributed' ? kinds.distributed : kinds.embedded);
  if (!kinds.allowed.includes(kind as Kind)) {
    problems.push(`${variable} must be ${kinds.allowed.map((k) => `"${k}"`).join(' or ')}, got "${kind}"`);
    return undefined;
  }
  if (profile === 'distributed' && kind !== kinds.distributed) {
    problems.push(
      `${variable}=${kind} contradicts PROFILE=distributed, which uses ${variable}=${kinds.distributed}; ` +
        `remove ${variable} or use PROFILE=embedded`,
    );
    return undefined;
  }
  return kind as Kind;
}

/** Names what a missing connection variable is needed for: the profile, or the switch that asked for it. */
export function requiredFor(profile: string, variable: string, kind: string): string {
  return profile === 'distributed' ? 'PROFILE=distributed' : `${variable}=${kind}`;
}
