"use client";

import { z } from "zod";
import { portalCalendarEventSchema } from "@/lib/contract/calendar";
import { useBrandQuery } from "./brand-query";

const CALENDAR_EVENTS_PATH = "/api/calendar-events";
const eventListSchema = z.array(portalCalendarEventSchema);

/** Every brand's upcoming events: the prefix of their keys, refetched when the admin changes an event. */
export const calendarEventsKey = [CALENDAR_EVENTS_PATH] as const;

/** GET /api/calendar-events: the chosen brand's upcoming events. */
export const useCalendarEvents = () => useBrandQuery(CALENDAR_EVENTS_PATH, eventListSchema);
