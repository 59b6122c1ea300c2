import "server-only";

/** The plain 404 of /uploads/{name}: no page, no hint which names exist. */
export const notFoundResponse = () =>
  new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
