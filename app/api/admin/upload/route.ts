import { route } from "@/lib/server/platform/http";
import { uploadFile } from "@/lib/server/library/uploads";

export const POST = route({ auth: "admin" }, async ({ runtime, user, request }) =>
  Response.json(await uploadFile(runtime.env, user, request), { status: 201 }),
);
