import { eq } from "drizzle-orm";
import type { Db } from "@/lib/server/platform/db/client";
import { profiles } from "@/lib/server/platform/db/schema";
import type { MailMessage, Mailer } from "@/lib/server/platform/mail/mailer";
import { libraryWorld, only } from "./library-fixtures";

/** A mailer that keeps what it is given in `sent`, for the test to read (and empty between tests). */
export function keptMail(): { sent: MailMessage[]; mailer: Mailer } {
  const sent: MailMessage[] = [];
  return { sent, mailer: { send: async (message) => void sent.push(message) } };
}

/** The library world with its rep `me` named Riley Rep, as a customer e-mail names and signs it. */
export async function namedRepWorld(db: Db) {
  const world = await libraryWorld(db);
  const me = only(
    await db
      .update(profiles)
      .set({ firstName: "Riley", lastName: "Rep" })
      .where(eq(profiles.id, world.me.id))
      .returning(),
  );
  return { ...world, me };
}
