import type { PromoCodeResponse } from "@/lib/contract/user";
import { route } from "@/lib/server/platform/http";

export const GET = route({ auth: "user" }, ({ user }): PromoCodeResponse => ({ promoCode: user.promoCode }));
