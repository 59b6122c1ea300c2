import { z } from "zod";
import { roomStatusSchema } from "./rooms";

/**
 * A rep's room as an admin sees it (GET /api/admin/users/{id}/rooms): its state and counts, to
 * close the rooms of a rep who left; never the recipient, the note or the slug (docs/rooms.md).
 */
export const adminRoomSchema = z.object({
  id: z.string(),
  brandName: z.string(),
  createdAt: z.string(),
  expiresOn: z.string().nullable(),
  status: roomStatusSchema,
  /** Whether its page answers: active, and its rep still an active user. */
  open: z.boolean(),
  assets: z.number(),
  /** Human visits, as the rep's list counts them. */
  visits: z.number(),
  lastVisitAt: z.string().nullable(),
});
export type AdminRoom = z.infer<typeof adminRoomSchema>;
