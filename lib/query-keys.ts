/**
 * The data cache's keys of the queries a first screen's server render may fill in: the browser's
 * hooks and the server's reads must name them alike. A key's first element is the API path the
 * browser loads it from.
 */
export const queryKeys = {
  brands: ["/api/brands"],
  notifications: ["/api/notifications"],
  promoCode: ["/api/user/promo-code"],
  linkStats: ["/api/link-tracking/stats"],
  trackedLinks: ["/api/tracked-links"],
  assets: (brandId: string | undefined, search: string) => ["/api/assets", { brandId, search }] as const,
  /** A list of the chosen brand's (GET {path}?brandId=): the Resource Center's resources and events. */
  brandList: (path: string, brandId: string | undefined) => [path, { brandId }] as const,
  rooms: ["/api/rooms"],
  adminUsers: ["/api/admin/users"],
  room: (id: string) => [`/api/rooms/${encodeURIComponent(id)}`] as const,
  /** Activity's feed, every filter (a prefix of activityFeed's keys). */
  activityFeeds: ["/api/activity/feed"],
  activityFeed: (kind: string) => ["/api/activity/feed", { kind }] as const,
} as const;
