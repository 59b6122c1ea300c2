// On PostgreSQL too: only a database server runs the two admins' transactions at the same moment.
import { randomUUID } from "node:crypto";
import { call, login } from "./portal";
import { usersOfThisFile } from "./file-users";

/** This file's own users (file-users.ts). */
const { ADMIN } = usersOfThisFile();

// Two admins changing each other at the same moment (docs/security.md, "Admin changes"). Only
// PostgreSQL runs the two transactions at once; the embedded database queues them, and the same
// rule holds there. Each change re-reads its actor under the admins' lock, so whichever commits
// second finds its actor deactivated or deleted and changes nothing.
const ROUNDS = 12;

interface Racer {
  id: string;
  email: string;
  token: string;
}

let boss: string;

beforeAll(async () => {
  boss = (await login(ADMIN)).session.access_token;
});

async function newAdmin(): Promise<Racer> {
  const email = `racer-${randomUUID().slice(0, 8)}@example.com`;
  const created = await call("/api/admin/users", {
    method: "POST",
    token: boss,
    json: { email, password: "secret1", role: "admin" },
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  return { id, email, token: (await login({ email, password: "secret1" })).session.access_token };
}

async function stillAnActiveAdmin(racer: Racer): Promise<boolean> {
  const users = (await (await call("/api/admin/users", { token: boss })).json()) as {
    id: string;
    role: string;
    isActive: boolean;
  }[];
  const user = users.find((u) => u.id === racer.id);
  return user?.role === "admin" && user.isActive;
}

test("one admin deactivating another while that one deletes the first: one change wins, one admin stays", async () => {
  for (let round = 0; round < ROUNDS; round++) {
    const [a, b] = await Promise.all([newAdmin(), newAdmin()]);
    // Both leave together, so each passes the route's own check before the other's change commits.
    const [deactivate, remove] = await Promise.all([
      call(`/api/admin/users/${b.id}`, { method: "PATCH", token: a.token, json: { isActive: false } }),
      call(`/api/admin/users/${a.id}`, { method: "DELETE", token: b.token }),
    ]);
    const won = [deactivate.status === 200, remove.status === 204];
    const statuses = [deactivate.status, remove.status];
    expect({ round, statuses, wins: won.filter(Boolean).length }).toEqual({ round, statuses, wins: 1 });
    const loser = won[0] ? remove : deactivate;
    expect([401, 403]).toContain(loser.status);
    expect((await stillAnActiveAdmin(a)) || (await stillAnActiveAdmin(b))).toBe(true);
  }
}, 120_000);

test("two admins demoting each other at once: one stays an admin", async () => {
  for (let round = 0; round < ROUNDS / 2; round++) {
    const [a, b] = await Promise.all([newAdmin(), newAdmin()]);
    const results = await Promise.all([
      call(`/api/admin/users/${b.id}`, { method: "PATCH", token: a.token, json: { role: "rep" } }),
      call(`/api/admin/users/${a.id}`, { method: "PATCH", token: b.token, json: { role: "rep" } }),
    ]);
    const statuses = results.map((r) => r.status);
    expect({ round, statuses, wins: statuses.filter((s) => s === 200).length }).toEqual({ round, statuses, wins: 1 });
    expect((await stillAnActiveAdmin(a)) || (await stillAnActiveAdmin(b))).toBe(true);
  }
}, 120_000);
