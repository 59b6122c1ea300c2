import "server-only";

export * from "./auth-tables";
export * from "./brand-tables";
export * from "./calendar-tables";
export * from "./cta-tables";
export * from "./library-tables";
export * from "./link-tables";
export * from "./notification-tables";
export * from "./page-tables";
export * from "./profile-tables";
export * from "./quote-tables";
export * from "./room-tables";
export * from "./share-tables";
export * from "./visitor-tables";
export * from "./feed-look-tables";
export * from "./webhook-tables";
export * from "./content-rollup-tables";
