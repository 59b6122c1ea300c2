import path from "node:path";
import { sourceFiles } from "../helpers/source-tree";

// Names are unique across the tree (docs/architecture.md): a file's name alone finds it (in an editor's
// quick open, a stack trace, a review), so no two modules under components/ and lib/ share one, even
// in folders of different layers (lib/client/api/rooms-queries.ts beside lib/contract/rooms.ts).
// app/ is left out: Next.js fixes its names (page.tsx, route.ts, layout.tsx) and its folders name the URL.

test("no two modules under components/ and lib/ have the same file name", () => {
  const byName = new Map<string, string[]>();
  for (const file of sourceFiles().filter((file) => !file.startsWith("app/"))) {
    const name = path.posix.basename(file);
    byName.set(name, [...(byName.get(name) ?? []), file]);
  }
  const shared = [...byName.values()].filter((files) => files.length > 1);
  expect(shared).toEqual([]);
});
