import { route } from "@/lib/server/platform/http";
import { saveLibraryUpload } from "@/lib/server/library/uploads";

export const POST = route({ auth: "admin" }, async ({ runtime, user, request }) =>
  Response.json(await saveLibraryUpload(runtime.env, user, request), { status: 201 }),
);
