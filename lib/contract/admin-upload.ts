import { z } from "zod";

/** The admin's file picker (SVG is left out: it can carry scripts). */
export const UPLOAD_ACCEPT =
  ".png,.jpg,.jpeg,.gif,.webp,.mp4,.webm,.mov,.mp3,.wav,.ogg,.m4a,.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx";

/** POST /api/admin/upload response: the url to use as the asset's or resource's url. */
export const uploadResponseSchema = z.object({
  url: z.string(),
  fileSizeKb: z.number(),
  duration: z.string().nullable(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
