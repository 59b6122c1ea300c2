import { alertSettingsSchema } from "@/lib/contract/notifications";
import { route } from "@/lib/server/app/api-route";
import { alertSettings, setAlertSettings } from "@/lib/server/alerts/alert-inbox";

export const GET = route({ auth: "user" }, ({ user }) => alertSettings(user));
export const PUT = route({ auth: "user", body: alertSettingsSchema }, ({ db, user, body }) =>
  setAlertSettings(db, user, body),
);
