/** The shared contract schemas, loaded apart from the page: zod would add ~30 kB gzip to its first load. */
export const loadLinkContract = () => import("@/lib/contract/tracked-links");
