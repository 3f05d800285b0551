// Messages out of react-hook-form's nested errors for a list field shaped like the API's
// screening questions (`0.label`, `1.choices.2`, `0.knockOut.max`).

type ErrorNode = { message?: unknown; root?: { message?: unknown } } & Record<string, unknown>;

// A message at a path of the form's nested errors; a list's own message may sit at `root`.
export function errorAt(errors: unknown, ...path: (string | number)[]): string | undefined {
  let node: unknown = errors;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[String(key)];
  }
  if (node === null || typeof node !== 'object') return undefined;
  const { message, root } = node as ErrorNode;
  if (typeof message === 'string') return message;
  return typeof root?.message === 'string' ? root.message : undefined;
}

// Every message anywhere below a path (a knock-out's messages may name one answer).
export function firstErrorBelow(errors: unknown, ...path: (string | number)[]): string | undefined {
  const own = errorAt(errors, ...path);
  if (own) return own;
  let node: unknown = errors;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[String(key)];
  }
  if (node === null || typeof node !== 'object') return undefined;
  for (const [key, child] of Object.entries(node)) {
    if (key === 'ref' || key === 'message' || key === 'type') continue;
    const found = firstErrorBelow(child);
    if (found) return found;
  }
  return undefined;
}
