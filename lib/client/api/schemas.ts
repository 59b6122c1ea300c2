import { z } from "zod";
import { adminCalendarEventSchema } from "@/lib/contract/admin-calendar";
import { adminLibraryItemSchema, assetReachSchema, assetVersionSchema } from "@/lib/contract/admin-library";
import { adminTrackedLinkSchema } from "@/lib/contract/admin-links";
import { adminRoomSchema } from "@/lib/contract/admin-rooms";
import { contentDetailSchema, contentPageSchema, neverSharedSchema } from "@/lib/contract/content-scorecard";
import { uploadResponseSchema } from "@/lib/contract/admin-upload";
import { adminUserSchema } from "@/lib/contract/admin-users";
import { activityFeedSchema, liveEngagementSchema } from "@/lib/contract/activity";
import { portalAssetSchema, shareAssetResponseSchema } from "@/lib/contract/assets";
import { adminBrandSchema, brandSchema } from "@/lib/contract/brands";
import { portalCalendarEventSchema } from "@/lib/contract/calendar";
import { alertSettingsSchema, notificationsSchema } from "@/lib/contract/notifications";
import { portalResourceSchema } from "@/lib/contract/resources";
import { roomDetailSchema, roomEmailResponseSchema, roomPageSchema } from "@/lib/contract/rooms";
import { repLinkStatsSchema, trackedLinkSchema } from "@/lib/contract/tracked-links";
import { promoCodeResponseSchema, repProfileSchema } from "@/lib/contract/user";

/**
 * The contract schemas the browser checks the API's answers with, by name. Only `schema-of.ts`
 * imports this module, on first use, so zod and the schemas load beside the first request instead
 * of on every page's first load.
 */
export const schemas = {
  activityFeed: activityFeedSchema,
  adminBrands: z.array(adminBrandSchema),
  adminCalendarEvents: z.array(adminCalendarEventSchema),
  adminLibraryItems: z.array(adminLibraryItemSchema),
  adminRooms: z.array(adminRoomSchema),
  adminTrackedLinks: z.array(adminTrackedLinkSchema),
  adminUpload: uploadResponseSchema,
  adminUsers: z.array(adminUserSchema),
  alertSettings: alertSettingsSchema,
  assetReach: assetReachSchema,
  assetVersions: z.array(assetVersionSchema),
  assets: z.array(portalAssetSchema),
  brands: z.array(brandSchema),
  calendarEvents: z.array(portalCalendarEventSchema),
  linkStats: repLinkStatsSchema,
  liveEngagement: liveEngagementSchema,
  notifications: notificationsSchema,
  promoCode: promoCodeResponseSchema,
  contentDetail: contentDetailSchema,
  contentPage: contentPageSchema,
  neverShared: neverSharedSchema,
  repProfile: repProfileSchema,
  resources: z.array(portalResourceSchema),
  room: roomDetailSchema,
  roomEmail: roomEmailResponseSchema,
  rooms: roomPageSchema,
  shareAsset: shareAssetResponseSchema,
  trackedLinks: z.array(trackedLinkSchema),
};
