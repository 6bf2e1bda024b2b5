/** Plain-data helpers for the frontmatter as the YAML parser and the forms hold it. */

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/** Equal as data: same scalars, same items in order, same keys whose value is not undefined. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => deepEqual(item, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keysA = Object.keys(a).filter((key) => a[key] !== undefined);
    const keysB = Object.keys(b).filter((key) => b[key] !== undefined);
    return keysA.length === keysB.length && keysA.every((key) => Object.hasOwn(b, key) && deepEqual(a[key], b[key]));
  }
  return false;
}

/** The value at `path`, or undefined. */
export function getAt(value: unknown, path: readonly (string | number)[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/** A copy of `value` with `path` set to `next` (objects and arrays on the way are copied, not changed). */
export function setAt(value: unknown, path: readonly (string | number)[], next: unknown): unknown {
  if (path.length === 0) return next;
  const [key, ...rest] = path as [string | number, ...(string | number)[]];
  const container: Record<string | number, unknown> | unknown[] = Array.isArray(value)
    ? [...value]
    : isPlainObject(value)
      ? { ...value }
      : typeof key === 'number'
        ? []
        : {};
  (container as Record<string | number, unknown>)[key] = setAt((container as Record<string | number, unknown>)[key], rest, next);
  return container;
}
