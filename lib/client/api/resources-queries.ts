"use client";

import { useBrandQuery } from "./brand-query";
import { schemaOf } from "./schema-of";

/** GET /api/resources: the chosen brand's resources. */
export const useResources = () => useBrandQuery("/api/resources", schemaOf("resources"));
