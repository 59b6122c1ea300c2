// Jest global teardown of the `unit-db` project: removes the dumped PGlite template.
import fs from "node:fs";
import path from "node:path";

export default function removePgliteTemplate() {
  const file = process.env.PGLITE_TEMPLATE;
  if (file) fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
