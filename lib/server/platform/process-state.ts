import "server-only";

const store = globalThis as typeof globalThis & { __portalState?: Map<string, unknown> };

/**
 * The process's one `name`, made by `create` on first use. Kept on globalThis because Next loads a
 * module once per bundle (each route, the start-up hook): in a module variable each bundle would
 * hold its own copy, and what one route changed (a forgotten cache, a started writer) would not reach
 * the code that reads it.
 */
export function processState<T>(name: string, create: () => T): T {
  const all = (store.__portalState ??= new Map());
  if (!all.has(name)) all.set(name, create());
  return all.get(name) as T;
}
