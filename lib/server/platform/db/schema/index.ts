import "server-only";

export * from "./auth";
export * from "./brands";
export * from "./calendar";
export * from "./content";
export * from "./links";
export * from "./notifications";
export * from "./pages";
export * from "./profiles";
export * from "./rooms";
