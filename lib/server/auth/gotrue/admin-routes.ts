import "server-only";
import { verifyBuiltinToken } from "../access-token";
import type { GoTrueContext } from "./context";
import { GoTrueError } from "./gotrue-errors";
import { bearer, json, readJson } from "./gotrue-http";
import { toGoTrueUser } from "./user-json";
import { createGoTrueUser, goTrueCreateUserBodySchema, deleteGoTrueUser, findUserById, listGoTrueUsers } from "./users";

/** The admin API answers only to the service-role key. */
async function requireServiceRole(request: Request, ctx: GoTrueContext) {
  const token = bearer(request);
  const claims = await verifyBuiltinToken(ctx.keys, token).catch(() => undefined);
  if (claims?.role !== "service_role") throw new GoTrueError(403, "not_admin", "User not allowed");
}

function userIdOf(rest: string[]): string {
  const [, id, ...extra] = rest;
  if (rest[0] !== "users" || !id || extra.length) throw new GoTrueError(404, "not_found", "Not found");
  return id;
}

async function get(request: Request, ctx: GoTrueContext, rest: string[]): Promise<Response> {
  await requireServiceRole(request, ctx);
  if (rest.length === 1 && rest[0] === "users") {
    const params = new URL(request.url).searchParams;
    const page = Number(params.get("page") ?? "1");
    const perPage = Number(params.get("per_page") ?? "50");
    const { users, total } = await listGoTrueUsers(ctx.db, page, perPage);
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    const links = [`</admin/users?page=${lastPage}&per_page=${perPage}>; rel="last"`];
    if (page < lastPage) links.unshift(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
    return json({ users: users.map(toGoTrueUser), aud: "authenticated" }, 200, {
      "x-total-count": String(total),
      Link: links.join(", "),
    });
  }
  const user = await findUserById(ctx.db, userIdOf(rest));
  if (!user) throw new GoTrueError(404, "user_not_found", "User not found");
  return json(toGoTrueUser(user));
}

async function post(request: Request, ctx: GoTrueContext, rest: string[]): Promise<Response> {
  await requireServiceRole(request, ctx);
  if (rest.length !== 1 || rest[0] !== "users") throw new GoTrueError(404, "not_found", "Not found");
  const body = await readJson(request, goTrueCreateUserBodySchema);
  return json(toGoTrueUser(await createGoTrueUser(ctx.db, body)));
}

async function remove(request: Request, ctx: GoTrueContext, rest: string[]): Promise<Response> {
  await requireServiceRole(request, ctx);
  return json(toGoTrueUser(await deleteGoTrueUser(ctx.db, userIdOf(rest))));
}

export const adminRoutes = { GET: get, POST: post, DELETE: remove };
