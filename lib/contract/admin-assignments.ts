import { z } from "zod";

const itemId = (field: "assetId" | "resourceId") =>
  z.string({ error: `Please provide the ${field} to assign.` }).max(100, `The ${field} is too long.`);

/** POST /api/admin/users/{id}/assets body. An id that is no live asset gets 404. */
export const assignAssetBodySchema = z.object({ assetId: itemId("assetId") });
/** POST /api/admin/users/{id}/resources body. */
export const assignResourceBodySchema = z.object({ resourceId: itemId("resourceId") });

export const assignmentSchema = z.object({ userId: z.string(), itemId: z.string(), assigned: z.literal(true) });
export type Assignment = z.infer<typeof assignmentSchema>;
