/**
 * A V8 heap snapshot (`.heapsnapshot`, what Chrome DevTools' Memory tab reads) summed up: the live
 * JavaScript heap after the full GC a snapshot starts with, by what kind of object holds it.
 */
import { readFileSync } from 'node:fs';

export interface HeapSummary {
  /** Bytes of every live object's own size. */
  totalBytes: number;
  objects: number;
  /** Bytes and count by group: a constructor's name, or `(string)`, `(code)` and the like. */
  groups: Map<string, { bytes: number; count: number }>;
}

interface SnapshotFile {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

// Kinds whose name is a constructor (or a function's name) worth grouping by; strings and the like
// are named by their contents, which would make every string a group of its own.
const NAMED_KINDS = new Set(['object', 'closure', 'native', 'array', 'regexp']);

export function summarizeHeapSnapshot(file: string): HeapSummary {
  const { snapshot, nodes, strings } = JSON.parse(readFileSync(file, 'utf8')) as SnapshotFile;
  const fields = snapshot.meta.node_fields;
  const kinds = snapshot.meta.node_types[0];
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const groups = new Map<string, { bytes: number; count: number }>();
  let totalBytes = 0;
  for (let offset = 0; offset < nodes.length; offset += width) {
    const kind = kinds[nodes[offset + typeAt] as number] ?? 'unknown';
    const bytes = nodes[offset + sizeAt] as number;
    const group = NAMED_KINDS.has(kind)
      ? `${strings[nodes[offset + nameAt] as number]} (${kind})`
      : `(${kind})`;
    const entry = groups.get(group) ?? { bytes: 0, count: 0 };
    entry.bytes += bytes;
    entry.count += 1;
    groups.set(group, entry);
    totalBytes += bytes;
  }
  return { totalBytes, objects: nodes.length / width, groups };
}

/** The groups that grew most between two snapshots, largest growth first. */
export function heapGrowth(before: HeapSummary, after: HeapSummary, top = 5) {
  const names = new Set([...before.groups.keys(), ...after.groups.keys()]);
  return [...names]
    .map((name) => {
      const was = before.groups.get(name) ?? { bytes: 0, count: 0 };
      const now = after.groups.get(name) ?? { bytes: 0, count: 0 };
      return { name, bytes: now.bytes - was.bytes, count: now.count - was.count };
    })
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, top);
}
