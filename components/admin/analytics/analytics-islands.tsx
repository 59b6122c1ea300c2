"use client";

import dynamic from "next/dynamic";

/**
 * The Analytics tab's two islands below its first screen, rendered on the server with the tab; their
 * code loads after the page's (bench/README.md: what it saves on /admin).
 */
export const LazyRepFunnelCard = dynamic(() => import("./rep-funnel-card").then((module) => module.RepFunnelCard));
export const LazyExportCsvCard = dynamic(() => import("./export-csv-card").then((module) => module.ExportCsvCard));
