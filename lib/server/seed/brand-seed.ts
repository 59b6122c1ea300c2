import "server-only";
import type { Db } from "@/lib/server/platform/db/client";
import { brands } from "@/lib/server/platform/db/schema";

/** The four brands are reference data: always present, inserted once. */
export const BRANDS = [
  {
    code: "rmi",
    name: "RMI Music",
    description: "music equipment",
    primaryColor: "#1d4ed8",
    secondaryColor: "#1e3a8a",
    lightColor: "#dbeafe",
  },
  {
    code: "bac",
    name: "BAC Events",
    description: "corporate events",
    primaryColor: "#9f1239",
    secondaryColor: "#4c0519",
    lightColor: "#ffe4e6",
  },
  {
    code: "825",
    name: "825 Education",
    description: "educational products, music learning and band programs",
    primaryColor: "#15803d",
    secondaryColor: "#14532d",
    lightColor: "#dcfce7",
  },
  {
    code: "vbc",
    name: "VBC Productions",
    description: "production solutions, video and broadcast",
    primaryColor: "#6d28d9",
    secondaryColor: "#4c1d95",
    lightColor: "#ede9fe",
  },
] as const;

export async function seedBrands(db: Db): Promise<void> {
  await db
    .insert(brands)
    .values(BRANDS.map((brand, position) => ({ ...brand, position })))
    .onConflictDoNothing({ target: brands.code });
}
