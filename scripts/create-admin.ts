// `npm run create-admin -- --email a@b.co --password secret [--first-name A] [--last-name B]`
// Makes an administrator in the configured database and auth service (built-in or hosted).
import { parseArgs } from "node:util";
import { createInterface } from "node:readline/promises";
import { z } from "zod";
import { createAccount } from "@/lib/server/auth/accounts";
import { authSetup } from "@/lib/server/auth/keys";
import { processDatabase } from "@/lib/server/platform/db/client";
import { seedBrands } from "@/lib/server/seed/brand-seed";

const input = z.object({
  email: z.string().trim().pipe(z.email("Please enter a valid email address")),
  password: z.string().min(6, "Password must be at least 6 characters"),
  firstName: z.string().trim().optional(),
  lastName: z.string().trim().optional(),
});

async function ask(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await rl.question(question);
  } finally {
    rl.close();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: "string" },
      password: { type: "string" },
      "first-name": { type: "string" },
      "last-name": { type: "string" },
    },
  });
  const interactive = process.stdin.isTTY;
  const parsed = input.safeParse({
    email: values.email ?? (interactive ? await ask("E-mail: ") : undefined),
    password: values.password ?? (interactive ? await ask("Password (at least 6 characters): ") : undefined),
    firstName: values["first-name"],
    lastName: values["last-name"],
  });
  if (!parsed.success) {
    console.error(parsed.error.issues.map((i) => `${i.path.join(".") || "input"}: ${i.message}`).join("\n"));
    console.error(
      "Usage: npm run create-admin -- --email you@example.com --password secret [--first-name A] [--last-name B]",
    );
    process.exit(2);
  }
  const db = await processDatabase();
  await seedBrands(db);
  const admin = await createAccount(await authSetup(db), { ...parsed.data, role: "admin" });
  console.log(`Created administrator ${admin.email} (promo code ${admin.promoCode}).`);
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
