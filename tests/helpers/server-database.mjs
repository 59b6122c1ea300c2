// A database of its own on the PostgreSQL server of TEST_DATABASE_URL: for a server under test (the
// integration run's, or one a test file starts itself), or for a `unit-db` test file.
import { randomBytes } from "node:crypto";
import pg from "pg";

async function onServer(serverUrl, statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

/** A new database named `{prefix}_{random hex}` on the server of serverUrl, a copy of `template` if
 * given: its name and URL. */
export async function createServerDatabase(serverUrl, prefix, template) {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ""}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/** Drops a database createServerDatabase made, closing any connection still open to it. */
export async function dropServerDatabase(serverUrl, name) {
  await onServer(serverUrl, `drop database if exists ${name} with (force)`);
}
