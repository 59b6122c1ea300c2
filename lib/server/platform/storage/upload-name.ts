import "server-only";
import { randomUUID } from "node:crypto";

/** Names of stored uploads: generated, never taken from the client. */
export const UPLOAD_NAME = /^[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

export const newUploadName = (ext: string) => `${randomUUID()}.${ext}`;
