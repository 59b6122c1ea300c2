import { z } from "zod";
import { brandIdSchema } from "./brands";
import { engagedSecondsSchema, percentPlayedSchema } from "./engagement";
import { hitClassSchema } from "./hits";
import { pageReadsSchema, pagesReportSchema, visitPagesSchema } from "./pages";
import { pageCursorSchema, pageLimitSchema } from "./page-query";
import { SHARE_EMAIL_MESSAGE_MAX } from "./share-email";

export const ROOM_ASSETS_MAX = 20;
export const ROOM_NOTE_MAX = 1000;
export const ROOM_RECIPIENT_TEXT_MAX = 200;

const NAME_REQUIRED = "Please enter the recipient's name.";
const EMAIL_INVALID = "Please enter a valid email address";
const ASSETS_REQUIRED = "Choose at least one asset for the room.";
const ASSETS_TOO_MANY = `A room can hold at most ${ROOM_ASSETS_MAX} assets.`;
const EXPIRY_INVALID = "The expiry date must be a date (YYYY-MM-DD).";
const EXPIRY_PAST = "The expiry date cannot be in the past.";

/** Today's date in UTC as YYYY-MM-DD: a room expires after its `expiresOn` day ends (UTC). */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

const recipientName = z
  .string({ error: NAME_REQUIRED })
  .trim()
  .min(1, NAME_REQUIRED)
  .max(ROOM_RECIPIENT_TEXT_MAX, `The recipient's name can be at most ${ROOM_RECIPIENT_TEXT_MAX} characters.`);

/** An optional text field: blank means none (null). */
const optionalText = (field: string, max: number) =>
  z
    .string({ error: `The ${field} must be text.` })
    .trim()
    .max(max, `The ${field} can be at most ${max} characters.`)
    .transform((value) => value || null)
    .nullable()
    .optional();

const recipientEmail = z
  .string({ error: EMAIL_INVALID })
  .trim()
  .max(254, EMAIL_INVALID)
  .transform((value) => value || null)
  .pipe(z.email({ error: EMAIL_INVALID }).nullable())
  .nullable()
  .optional();

const note = z
  .string({ error: "The note must be text." })
  .max(ROOM_NOTE_MAX, `The note can be at most ${ROOM_NOTE_MAX.toLocaleString("en-US")} characters.`);

/** 1 to 20 distinct asset ids, in the rep's order. */
const assetIds = z
  .array(z.string({ error: "Each asset id must be text." }).max(100, "An asset id is too long."), {
    error: ASSETS_REQUIRED,
  })
  .min(1, ASSETS_REQUIRED)
  .max(ROOM_ASSETS_MAX, ASSETS_TOO_MANY)
  .refine((ids) => new Set(ids).size === ids.length, "Each asset can be in a room once.");

/** YYYY-MM-DD, not before today (UTC); null or absent: the room does not expire. */
const expiresOn = z
  .string({ error: EXPIRY_INVALID })
  .regex(/^\d{4}-\d{2}-\d{2}$/, EXPIRY_INVALID)
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), EXPIRY_INVALID)
  .refine((day) => day >= utcToday(), EXPIRY_PAST)
  .nullable()
  .optional();

/**
 * POST /api/rooms body. An asset the rep cannot see in `brandId` is refused with 400 "You can only
 * add assets you can see in this brand." (the server checks it).
 */
export const createRoomSchema = z.object(
  {
    recipientName,
    recipientEmail,
    recipientCompany: optionalText("company", ROOM_RECIPIENT_TEXT_MAX),
    note: note.optional(),
    brandId: brandIdSchema,
    assetIds,
    expiresOn,
  },
  { error: NAME_REQUIRED },
);
export type CreateRoomInput = z.infer<typeof createRoomSchema>;
export type CreateRoomFormValues = z.input<typeof createRoomSchema>;

const CHANGE_REQUIRED = "Send a new note, assetIds or expiresOn.";

/** PATCH /api/rooms/{id} body: the note, the assets (replacing the list, in order) or the expiry. */
export const updateRoomSchema = z
  .object({ note: note.optional(), assetIds: assetIds.optional(), expiresOn }, { error: CHANGE_REQUIRED })
  .refine((change) => Object.values(change).some((value) => value !== undefined), CHANGE_REQUIRED);
export type UpdateRoomInput = z.infer<typeof updateRoomSchema>;

/** POST /api/rooms/{id}/email body; without `email`, the room goes to the recipient's e-mail. */
export const roomEmailSchema = z.object({
  email: z
    .string({ error: EMAIL_INVALID })
    .trim()
    .max(254, EMAIL_INVALID)
    .pipe(z.email({ error: EMAIL_INVALID }))
    .optional(),
  message: z
    .string({ error: "The personal message must be text." })
    .max(SHARE_EMAIL_MESSAGE_MAX, `The personal message can be at most ${SHARE_EMAIL_MESSAGE_MAX} characters.`)
    .optional(),
});
export type RoomEmailInput = z.infer<typeof roomEmailSchema>;
export const roomEmailResponseSchema = z.object({ sent: z.literal(true), email: z.string() });

export const ROOM_STATUSES = ["active", "expired", "revoked"] as const;
export const roomStatusSchema = z.enum(ROOM_STATUSES);
export type RoomStatus = z.infer<typeof roomStatusSchema>;

export const roomAssetSchema = z.object({ id: z.string(), title: z.string(), type: z.string() });
export type RoomAsset = z.infer<typeof roomAssetSchema>;

/** A room in the rep's list (GET /api/rooms): counts are the recipient's human visits only. */
export const roomSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  /** The absolute address of the room page, /r/{slug}. */
  url: z.string(),
  recipientName: z.string(),
  recipientEmail: z.string().nullable(),
  recipientCompany: z.string().nullable(),
  brandId: z.string(),
  assets: z.array(roomAssetSchema),
  /**
   * The cover of the room's first asset that has one (docs/pages.md#covers); absent from an API that
   * predates covers, then none.
   */
  coverUrl: z.string().nullable().default(null),
  createdAt: z.string(),
  expiresOn: z.string().nullable(),
  status: roomStatusSchema,
  visits: z.number(),
  lastVisitAt: z.string().nullable(),
  /** A human visit came from a second device on a network the first device was not seen on. */
  possiblyForwarded: z.boolean(),
  /**
   * A second device opened the room, but only from a network the first device used that day (the
   * recipient's phone beside their laptop); absent from an API that predates it, then false.
   */
  otherDevice: z.boolean().default(false),
  quotes: z.number(),
});
export type RoomSummary = z.infer<typeof roomSummarySchema>;

export const ROOM_PAGE_DEFAULT_LIMIT = 50;
export const ROOM_PAGE_MAX_LIMIT = 100;

/**
 * GET /api/rooms query: a page of the rep's rooms, `limit` of them (default ROOM_PAGE_DEFAULT_LIMIT)
 * after `cursor`, the opaque `nextCursor` of the page before.
 */
export const listRoomsQuerySchema = z.object({
  limit: pageLimitSchema(ROOM_PAGE_MAX_LIMIT),
  cursor: pageCursorSchema,
});
export type ListRoomsQuery = z.infer<typeof listRoomsQuerySchema>;

/**
 * GET /api/rooms: one page of the rep's rooms, newest activity first. `nextCursor` continues the
 * list (null on its last page); `total`, all the rep's rooms, comes on the first page (else null).
 */
export const roomPageSchema = z.object({
  rooms: z.array(roomSummarySchema),
  nextCursor: z.string().nullable(),
  total: z.number().nullable(),
});
export type RoomPage = z.infer<typeof roomPageSchema>;

/** One asset's engagement over the room's human visits. */
export const roomAssetEngagementSchema = roomAssetSchema.extend({
  opens: z.number(),
  seconds: z.number(),
  /** The furthest percent played by any human visit (video and audio); null if never played. */
  furthestPercent: z.number().nullable(),
  downloads: z.number(),
  pages: pageReadsSchema,
});

/** One visit on the room's timeline, human or not; only human visits count. */
export const roomVisitSchema = z.object({
  at: z.string(),
  hitClass: hitClassSchema,
  /** 1 for the first human device, 2 for the next, ...; null for visits that are not human. */
  device: z.number().nullable(),
  assets: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      seconds: z.number(),
      percentPlayed: z.number().nullable(),
      downloads: z.number(),
      pages: visitPagesSchema,
    }),
  ),
  /** The brand's call to action the recipient clicked in this visit ("Start your rental"), else null. */
  clicked: z.string().nullable(),
});
export type RoomVisit = z.infer<typeof roomVisitSchema>;

/** GET /api/rooms/{id}: the room, per-asset engagement and the newest 100 visits, newest first. */
export const roomDetailSchema = roomSummarySchema.extend({
  note: z.string(),
  engagement: z.array(roomAssetEngagementSchema),
  timeline: z.array(roomVisitSchema),
  /** Visits not counted, by class (scanner, unfurler, bot, head, own). */
  excluded: z.record(z.string(), z.number()),
  quoteList: z.array(z.object({ id: z.string(), externalId: z.string(), createdAt: z.string() })),
});
export type RoomDetail = z.infer<typeof roomDetailSchema>;

const POSITION_INVALID = "n must be the position of an asset in the room.";

/**
 * POST /r/{slug}/engagement: the room page's beacon. It names its visit (the id the page was served
 * with) and reports, per asset by its position `n`, the seconds it was visible and, for video or
 * audio, the percent of it played, and for a PDF shown as pages the seconds on each page
 * (docs/pages.md). Later reports only ever raise the figures.
 */
export const roomEngagementBeaconSchema = z.object(
  {
    visitId: z.uuid({ error: "visitId must be the id of a visit of this room." }),
    assets: z
      .array(
        z.object(
          {
            n: z
              .number({ error: POSITION_INVALID })
              .int(POSITION_INVALID)
              .min(0, POSITION_INVALID)
              .max(ROOM_ASSETS_MAX - 1, POSITION_INVALID),
            seconds: engagedSecondsSchema,
            percent: percentPlayedSchema,
            pages: pagesReportSchema,
          },
          { error: "Each asset's report must be an object with n and seconds." },
        ),
        { error: "assets must be a list of the room's assets." },
      )
      .max(ROOM_ASSETS_MAX, `assets can name at most ${ROOM_ASSETS_MAX} assets.`)
      .refine(
        (reports) => new Set(reports.map((r) => r.n)).size === reports.length,
        "Each asset can be reported once.",
      ),
  },
  { error: "Send the visit's report as a JSON object." },
);
export type RoomEngagementBeacon = z.infer<typeof roomEngagementBeaconSchema>;
