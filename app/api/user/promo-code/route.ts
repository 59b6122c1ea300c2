import type { PromoCodeResponse } from "@/lib/contract/user";
import { route } from "@/lib/server/app/api-route";

export const GET = route({ auth: "user" }, ({ user }): PromoCodeResponse => ({ promoCode: user.promoCode }));
