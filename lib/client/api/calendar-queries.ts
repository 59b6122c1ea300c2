"use client";

import { useBrandQuery } from "./brand-query";
import { schemaOf } from "./schema-of";

const CALENDAR_EVENTS_PATH = "/api/calendar-events";

/** Every brand's upcoming events: the prefix of their keys, refetched when the admin changes an event. */
export const calendarEventsKey = [CALENDAR_EVENTS_PATH] as const;

/** GET /api/calendar-events: the chosen brand's upcoming events. */
export const useCalendarEvents = () => useBrandQuery(CALENDAR_EVENTS_PATH, schemaOf("calendarEvents"));
