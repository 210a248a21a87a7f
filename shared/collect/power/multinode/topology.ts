/**
 * Device identity and topology: the manifest's expected devices against the devices seen in the
 * samples, and the roles and heterogeneous-job groups against the workflow's PREFILL_GPUS /
 * DECODE_GPUS.
 */
import type { ExpectedDevice, Role } from './manifest.js';
import { type ObservedDevice, deviceKey } from './samples.js';

export interface Identity {
  /** Recompute reason codes (each once, in check order). */
  problems: string[];
  /** Device key → role; empty when the assignments of some device disagree on the role. */
  roles: Map<string, Role>;
  /** Device key → het group. */
  hetGroups: Map<string, number | null>;
  hetConflict: boolean;
}

export function checkIdentity(
  expected: readonly ExpectedDevice[],
  observed: readonly ObservedDevice[],
): Identity {
  const problems: string[] = [];
  const flag = (code: string) => {
    if (!problems.includes(code)) problems.push(code);
  };
  const expectedKeys = new Set(expected.map((d) => deviceKey(d.hostname, d.gpuIndex)));
  const observedKeys = new Set(observed.map((d) => deviceKey(d.hostname, d.gpuIndex)));
  if (expected.length === 0 || [...expectedKeys].some((key) => !observedKeys.has(key)))
    flag('expected_device_missing');
  if ([...observedKeys].some((key) => !expectedKeys.has(key))) flag('unexpected_device');
  const uuidOwners = new Map<string, Set<string>>();
  for (const d of observed)
    for (const uuid of d.uuids) {
      const owners = uuidOwners.get(uuid) ?? new Set<string>();
      owners.add(deviceKey(d.hostname, d.gpuIndex));
      uuidOwners.set(uuid, owners);
    }
  if (
    observed.some((d) => d.uuids.length !== 1) ||
    [...uuidOwners.values()].some((owners) => owners.size > 1)
  )
    flag('gpu_uuid_changed');
  const roles = new Map<string, Role>();
  let roleConflict = false;
  const hetGroups = new Map<string, number | null>();
  let hetConflict = false;
  const hostGroups = new Map<string, Set<number | null>>();
  for (const d of expected) {
    const key = deviceKey(d.hostname, d.gpuIndex);
    const roleSet = new Set(d.assignments.map((a) => a.role));
    if (roleSet.size !== 1) roleConflict = true;
    else roles.set(key, d.assignments[0]!.role);
    const groupSet = new Set(d.assignments.map((a) => a.hetGroup));
    if (groupSet.size !== 1) hetConflict = true;
    const group = d.assignments[0]!.hetGroup;
    hetGroups.set(key, group);
    const hostSet = hostGroups.get(d.hostname) ?? new Set();
    for (const g of groupSet) hostSet.add(g);
    hostGroups.set(d.hostname, hostSet);
  }
  if ([...hostGroups.values()].some((groups) => groups.size > 1)) hetConflict = true;
  if (roleConflict) {
    flag('conflicting_worker_roles');
    roles.clear();
  }
  if (hetConflict) flag('conflicting_het_groups');
  return { problems, roles, hetGroups, hetConflict };
}

const pyList = (items: readonly string[]) => `[${items.map((s) => `'${s}'`).join(', ')}]`;
const pyGroups = (groups: readonly (number | null)[]) =>
  `[${groups.map((g) => (g === null ? 'None' : String(g))).join(', ')}]`;

/** Failure texts of the topology check against the workflow environment (empty: consistent). */
export function topologyFailures(identity: Identity, prefillGpus: number, decodeGpus: number): string[] {
  const expectedRoles = new Map<string, number>();
  if (prefillGpus > 0) expectedRoles.set('prefill', prefillGpus);
  if (decodeGpus > 0) expectedRoles.set('decode', decodeGpus);
  if (expectedRoles.size === 0) return ['PREFILL_GPUS/DECODE_GPUS are both zero'];
  if (identity.roles.size === 0) return [];
  const out: string[] = [];
  const counts = new Map<string, number>();
  for (const role of identity.roles.values()) counts.set(role, (counts.get(role) ?? 0) + 1);
  const wanted = [...expectedRoles.keys()].sort();
  const found = [...counts.keys()].sort();
  if (wanted.join(',') !== found.join(','))
    out.push(`expected roles ${pyList(wanted)}, found ${pyList(found)}`);
  for (const role of wanted) {
    const m = counts.get(role) ?? 0;
    if (m !== expectedRoles.get(role))
      out.push(`expected ${expectedRoles.get(role)} ${role} GPUs, found ${m}`);
  }
  if (identity.hetConflict) {
    out.push('conflicting_het_groups (topology)');
    return out;
  }
  const allNull = [...identity.hetGroups.values()].every((g) => g === null);
  const groupsByRole = new Map<string, Set<number | null>>();
  for (const [key, role] of identity.roles) {
    const set = groupsByRole.get(role) ?? new Set();
    set.add(identity.hetGroups.get(key) ?? null);
    groupsByRole.set(role, set);
  }
  const roleOfGroup = new Map<number, string>();
  let shared = false;
  for (const role of [...groupsByRole.keys()].sort()) {
    const groups = [...groupsByRole.get(role)!];
    if (groups.length > 1) {
      const sorted = groups.sort((a, b) => (a === null ? -1 : b === null ? 1 : a - b));
      out.push(`role ${role} spans het groups ${pyGroups(sorted)}, expected exactly one`);
      continue;
    }
    const group = groups[0]!;
    if (group === null) {
      if (!allNull) out.push(`role ${role} has het group None while other devices report real het groups`);
      continue;
    }
    const owner = roleOfGroup.get(group);
    if (owner !== undefined && owner !== role) shared = true;
    roleOfGroup.set(group, role);
  }
  if (shared) out.push('roles share a het group');
  return out;
}
