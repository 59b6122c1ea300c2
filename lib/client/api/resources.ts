"use client";

import { z } from "zod";
import { portalResourceSchema } from "@/lib/contract/resources";
import { useBrandQuery } from "./brand-query";

const resourceListSchema = z.array(portalResourceSchema);

/** GET /api/resources: the chosen brand's resources. */
export const useResources = () => useBrandQuery("/api/resources", resourceListSchema);
