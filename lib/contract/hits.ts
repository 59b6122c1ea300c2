import { z } from "zod";

/**
 * What a hit on a tracked link or a share page was. Only `human` hits count toward clicks, opens
 * and conversion; the rest are kept so a rep can see why a number is lower than a raw count.
 * - `bot`: a crawler or script (isbot), `unfurler`: a link-preview fetcher (chat apps, social
 *   networks), `scanner`: an e-mail security pre-fetch, `head`: a HEAD request, `own`: the link's
 *   own rep, signed in on that browser.
 */
export const HIT_CLASSES = ["human", "bot", "unfurler", "scanner", "head", "own"] as const;
export const hitClassSchema = z.enum(HIT_CLASSES);
export type HitClass = z.infer<typeof hitClassSchema>;
