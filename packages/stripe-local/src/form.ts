/**
 * Stripe's form encoding: `a[b][c]=v` builds nested objects, `a[0]=v` builds arrays (the `qs` "indices" format the
 * official clients send, also accepted as `a[]=v`). Values stay strings: each endpoint coerces what it reads.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

function splitKey(rawKey: string): string[] {
  const open = rawKey.indexOf('[');
  if (open <= 0) return [rawKey];
  const parts = [rawKey.slice(0, open)];
  const brackets = /\[([^\]]*)\]/g;
  let match: RegExpExecArray | null;
  while ((match = brackets.exec(rawKey.slice(open))) !== null) parts.push(match[1]);
  return parts;
}

function assign(target: FormObject | FormValue[], path: string[], value: string): void {
  const [head, ...rest] = path;
  const container = target as Record<string, FormValue>;
  const key = head === '' && Array.isArray(target) ? String(target.length) : head;
  if (rest.length === 0) {
    container[key] = value;
    return;
  }
  const nextIsIndex = rest[0] === '' || /^\d+$/.test(rest[0]);
  if (container[key] === undefined || typeof container[key] === 'string') container[key] = nextIsIndex ? [] : {};
  assign(container[key] as FormObject | FormValue[], rest, value);
}

/** Arrays built from indices may have holes when indices skip: compact them so `expand[1]` alone still works. */
function compact(value: FormValue): FormValue {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.filter((item) => item !== undefined).map(compact);
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, compact(item)]));
}

export function parseForm(body: string): FormObject {
  const result: FormObject = {};
  for (const [rawKey, value] of new URLSearchParams(body)) assign(result, splitKey(rawKey), value);
  return compact(result) as FormObject;
}

/** Reads of parsed parameters, with Stripe's own error when a type is wrong (see errors.ts for the shape). */
export function str(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function obj(value: FormValue | undefined): FormObject | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
}

export function list(value: FormValue | undefined): FormValue[] {
  if (Array.isArray(value)) return value;
  if (value && typeof value === 'object') return Object.values(value);
  return typeof value === 'string' && value !== '' ? [value] : [];
}
